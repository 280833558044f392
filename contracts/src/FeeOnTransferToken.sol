// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Fee-on-transfer token (tests only)
/// @notice Burns 1% of every transfer, so the receiver gets less than was sent. Exists to
///         prove BerthEscrow refuses such tokens.
contract FeeOnTransferToken is ERC20 {
    uint256 private constant FEE_BPS = 100;

    constructor() ERC20("Fee On Transfer", "FOT") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        // Mints and burns are exempt; only wallet-to-wallet movements pay the fee.
        if (from == address(0) || to == address(0)) {
            super._update(from, to, value);
            return;
        }
        uint256 fee = (value * FEE_BPS) / 10_000;
        super._update(from, address(0), fee);
        super._update(from, to, value - fee);
    }
}
