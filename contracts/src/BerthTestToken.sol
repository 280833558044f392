// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Berth test token (devnet only)
/// @notice An 18-decimal ERC-20 that anyone can mint, so local agents can fund escrows.
///         Never deploy it to a chain where the token could be mistaken for value.
contract BerthTestToken is ERC20 {
    constructor() ERC20("Berth Test Token", "BTT") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
