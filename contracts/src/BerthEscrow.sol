// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title Berth time-locked ERC-20 escrow
/// @notice A depositor locks `amount` of `token` for a beneficiary until `expiresAt`.
///         - releaseWithReceipt: anyone presenting bytes whose keccak256 equals
///           `expectedReceiptHash` pays the beneficiary (disabled when the hash is zero);
///         - release: the depositor pays the beneficiary at any time;
///         - refund: after expiry anyone may return the funds to the depositor.
///         Release stays possible after expiry until a refund happens; whichever transaction
///         lands first settles the escrow.
/// @dev Escrow ids start at 1 (0 is never valid); ids 1..escrowCount() exist.
///      Status numbering: 0 None (unknown id), 1 Created, 2 Released, 3 Refunded.
///      Fee-on-transfer tokens are rejected. Rebasing tokens are not supported: the contract
///      pays out exactly the amount it recorded.
///      Inherits IERC20Errors only so that standard (ERC-6093) token errors bubbled up through
///      SafeERC20, such as ERC20InsufficientAllowance, decode with this contract's ABI.
contract BerthEscrow is ReentrancyGuard, IERC20Errors {
    using SafeERC20 for IERC20;

    enum Status {
        None,
        Created,
        Released,
        Refunded
    }

    /// @notice The shape returned by getEscrow.
    struct Escrow {
        address depositor;
        address beneficiary;
        address token;
        uint256 amount;
        uint64 createdAt;
        uint64 expiresAt;
        bytes32 expectedReceiptHash;
        Status status;
    }

    /// @dev Storage layout packed into five slots (the view struct above would take seven).
    struct EscrowRecord {
        address depositor;
        uint64 createdAt;
        address beneficiary;
        uint64 expiresAt;
        Status status;
        address token;
        uint256 amount;
        bytes32 expectedReceiptHash;
    }

    uint256 public constant MAX_DURATION = 365 days;

    event EscrowCreated(
        uint256 indexed escrowId,
        address indexed depositor,
        address indexed beneficiary,
        address token,
        uint256 amount,
        uint256 expiresAt,
        bytes32 expectedReceiptHash
    );
    /// @param releasedBy Who triggered the release: the depositor, or whoever presented the receipt.
    event EscrowReleased(
        uint256 indexed escrowId,
        address indexed beneficiary,
        address indexed releasedBy,
        uint256 amount,
        bool byReceipt
    );
    event EscrowRefunded(
        uint256 indexed escrowId,
        address indexed depositor,
        address indexed refundedBy,
        uint256 amount
    );

    error ZeroAddress();
    error InvalidBeneficiary(address beneficiary);
    error TokenNotContract(address token);
    error ZeroAmount();
    error ZeroDuration();
    error DurationTooLong(uint256 duration, uint256 maxDuration);
    error FeeOnTransferNotSupported(address token, uint256 expected, uint256 received);
    error EscrowNotFound(uint256 escrowId);
    error NotActive(uint256 escrowId, Status status);
    error NotDepositor(uint256 escrowId, address caller);
    error NotExpired(uint256 escrowId, uint256 expiresAt);
    error ReceiptReleaseDisabled(uint256 escrowId);
    error InvalidReceipt(uint256 escrowId);

    uint256 private _escrowCount;
    mapping(uint256 escrowId => EscrowRecord) private _escrows;

    /// @notice Pulls `amount` of `token` from the caller (approve first) and locks it for
    ///         `duration` seconds.
    function createEscrow(
        address beneficiary,
        address token,
        uint256 amount,
        uint256 duration,
        bytes32 expectedReceiptHash
    ) external nonReentrant returns (uint256 escrowId) {
        if (beneficiary == address(0) || token == address(0)) revert ZeroAddress();
        // Funds sent to the escrow itself could never be claimed.
        if (beneficiary == address(this)) revert InvalidBeneficiary(beneficiary);
        // Without code, the balance probe below would revert without a reason.
        if (token.code.length == 0) revert TokenNotContract(token);
        if (amount == 0) revert ZeroAmount();
        if (duration == 0) revert ZeroDuration();
        if (duration > MAX_DURATION) revert DurationTooLong(duration, MAX_DURATION);

        escrowId = ++_escrowCount;
        uint64 expiresAt = uint64(block.timestamp + duration);
        _escrows[escrowId] = EscrowRecord({
            depositor: msg.sender,
            createdAt: uint64(block.timestamp),
            beneficiary: beneficiary,
            expiresAt: expiresAt,
            status: Status.Created,
            token: token,
            amount: amount,
            expectedReceiptHash: expectedReceiptHash
        });

        // A token that skims on transfer would leave the escrow short of what it owes; the
        // record above is rolled back with the revert.
        uint256 balanceBefore = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = IERC20(token).balanceOf(address(this)) - balanceBefore;
        if (received != amount) revert FeeOnTransferNotSupported(token, amount, received);

        emit EscrowCreated(escrowId, msg.sender, beneficiary, token, amount, expiresAt, expectedReceiptHash);
    }

    /// @notice Pays the beneficiary when keccak256(receipt) matches; callable by anyone.
    function releaseWithReceipt(uint256 escrowId, bytes calldata receipt) external nonReentrant {
        EscrowRecord storage e = _activeEscrow(escrowId);
        if (e.expectedReceiptHash == bytes32(0)) revert ReceiptReleaseDisabled(escrowId);
        if (keccak256(receipt) != e.expectedReceiptHash) revert InvalidReceipt(escrowId);
        _release(escrowId, e, true);
    }

    /// @notice The depositor pays the beneficiary early (or late, as long as no refund happened).
    function release(uint256 escrowId) external nonReentrant {
        EscrowRecord storage e = _activeEscrow(escrowId);
        if (msg.sender != e.depositor) revert NotDepositor(escrowId, msg.sender);
        _release(escrowId, e, false);
    }

    /// @notice After expiry, returns the funds to the depositor; callable by anyone so a
    ///         keeper can settle on the depositor's behalf.
    function refund(uint256 escrowId) external nonReentrant {
        EscrowRecord storage e = _activeEscrow(escrowId);
        if (block.timestamp < e.expiresAt) revert NotExpired(escrowId, e.expiresAt);
        e.status = Status.Refunded;
        IERC20(e.token).safeTransfer(e.depositor, e.amount);
        emit EscrowRefunded(escrowId, e.depositor, msg.sender, e.amount);
    }

    /// @notice Returns a zeroed struct with status None for unknown ids.
    function getEscrow(uint256 escrowId) external view returns (Escrow memory) {
        EscrowRecord storage e = _escrows[escrowId];
        return
            Escrow({
                depositor: e.depositor,
                beneficiary: e.beneficiary,
                token: e.token,
                amount: e.amount,
                createdAt: e.createdAt,
                expiresAt: e.expiresAt,
                expectedReceiptHash: e.expectedReceiptHash,
                status: e.status
            });
    }

    function escrowCount() external view returns (uint256) {
        return _escrowCount;
    }

    function _activeEscrow(uint256 escrowId) private view returns (EscrowRecord storage e) {
        e = _escrows[escrowId];
        if (e.status == Status.None) revert EscrowNotFound(escrowId);
        if (e.status != Status.Created) revert NotActive(escrowId, e.status);
    }

    /// @dev Status flips before the transfer, so a second release or a refund can never pay twice.
    function _release(uint256 escrowId, EscrowRecord storage e, bool byReceipt) private {
        e.status = Status.Released;
        IERC20(e.token).safeTransfer(e.beneficiary, e.amount);
        emit EscrowReleased(escrowId, e.beneficiary, msg.sender, e.amount, byReceipt);
    }
}
