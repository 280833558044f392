// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Re-entering token (tests only)
/// @notice Once armed, its next transfer calls `target` with `data` before moving funds and
///         bubbles up any revert, so a test sees exactly why the re-entry was refused.
contract ReentrantToken is ERC20 {
    address private _target;
    bytes private _data;

    constructor() ERC20("Reentrant Token", "REE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target, bytes calldata data) external {
        _target = target;
        _data = data;
    }

    function _update(address from, address to, uint256 value) internal override {
        address target = _target;
        if (target != address(0) && from != address(0) && to != address(0)) {
            // Disarm first so the attack fires once, as a real exploit would.
            _target = address(0);
            (bool ok, bytes memory returned) = target.call(_data);
            if (!ok) {
                assembly ("memory-safe") {
                    revert(add(returned, 0x20), mload(returned))
                }
            }
        }
        super._update(from, to, value);
    }
}
