// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Call forwarder (tests only)
/// @notice Lets a test act as a contract caller, e.g. to show that IdentityRegistry refuses to
///         mint an agent to a contract that cannot receive ERC-721 tokens. Reverts bubble up.
contract CallForwarder {
    function forward(address target, bytes calldata data) external returns (bytes memory returned) {
        bool ok;
        (ok, returned) = target.call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(returned, 0x20), mload(returned))
            }
        }
    }
}
