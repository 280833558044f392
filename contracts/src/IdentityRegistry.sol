// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {ERC721Utils} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Utils.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/// @title ERC-8004 Identity Registry (Berth devnet deployment)
/// @notice Agents are ERC-721 tokens; `agentId` is the tokenId and `agentURI` the tokenURI.
/// @dev The external interface (functions, events, struct layout, EIP-712 domain and typehash)
///      matches the ERC-8004 specification and the canonical deployments at
///      0x8004A169FB4a3325136EB29fA0ceB6D2e539a432 (mainnets) and
///      0x8004A818BFB912233c491871b3d84c89A494BD9e (testnets), so Berth talks to this contract
///      and to those with the same ABI. Reverts use custom errors instead of the canonical
///      require strings; callers must not depend on revert reasons.
contract IdentityRegistry is ERC721URIStorage, EIP712 {
    /// @dev Field names follow the ERC-8004 text (`metadataKey`, `metadataValue`); the ABI
    ///      tuple is `(string,bytes)` either way.
    struct MetadataEntry {
        string metadataKey;
        bytes metadataValue;
    }

    event Registered(uint256 indexed agentId, string agentURI, address indexed owner);
    event MetadataSet(
        uint256 indexed agentId,
        string indexed indexedMetadataKey,
        string metadataKey,
        bytes metadataValue
    );
    event URIUpdated(uint256 indexed agentId, string newURI, address indexed updatedBy);

    /// @notice Caller is neither the owner, an operator of the owner, nor approved for the agent.
    error NotAuthorized(uint256 agentId, address caller);
    /// @notice `agentWallet` can only change through setAgentWallet/unsetAgentWallet.
    error ReservedMetadataKey(string metadataKey);
    error InvalidWallet();
    error DeadlineExpired(uint256 deadline);
    error DeadlineTooFar(uint256 deadline, uint256 latestAllowed);
    error InvalidWalletSignature(address newWallet);

    string private constant AGENT_WALLET_KEY = "agentWallet";
    bytes32 private constant AGENT_WALLET_KEY_HASH = keccak256(bytes(AGENT_WALLET_KEY));
    /// @dev Same type string as the canonical registry, so one signing routine serves both.
    bytes32 private constant AGENT_WALLET_SET_TYPEHASH =
        keccak256("AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 deadline)");
    /// @dev Short-lived signatures: a leaked one cannot be replayed much later.
    uint256 private constant MAX_DEADLINE_DELAY = 5 minutes;

    /// @dev Next id to mint. Ids are sequential from 0, and agentId 0 is a valid agent.
    uint256 private _nextAgentId;
    mapping(uint256 agentId => mapping(string metadataKey => bytes metadataValue)) private _metadata;

    constructor() ERC721("AgentIdentity", "AGENT") EIP712("ERC8004IdentityRegistry", "1") {}

    // ---------------------------------------------------------------- registration

    function register() external returns (uint256 agentId) {
        agentId = _mintAgent("");
        _finishRegistration(agentId, "");
    }

    function register(string calldata agentURI) external returns (uint256 agentId) {
        agentId = _mintAgent(agentURI);
        _finishRegistration(agentId, agentURI);
    }

    function register(
        string calldata agentURI,
        MetadataEntry[] calldata metadata
    ) external returns (uint256 agentId) {
        agentId = _mintAgent(agentURI);
        for (uint256 i = 0; i < metadata.length; i++) {
            _requireNotReserved(metadata[i].metadataKey);
            _writeMetadata(agentId, metadata[i].metadataKey, metadata[i].metadataValue);
        }
        _finishRegistration(agentId, agentURI);
    }

    // ---------------------------------------------------------------- agent URI

    function setAgentURI(uint256 agentId, string calldata newURI) external {
        _requireAuthorized(agentId);
        _setTokenURI(agentId, newURI);
        emit URIUpdated(agentId, newURI, msg.sender);
    }

    /// @notice Whether `spender` is the agent's owner, an operator of the owner or approved for it:
    ///         what the official ReputationRegistry asks to refuse self-feedback.
    /// @dev Same signature and meaning as the canonical registry's; reverts with
    ///      ERC721NonexistentToken for an unknown agent, so feedback to one reverts too.
    function isAuthorizedOrOwner(address spender, uint256 agentId) external view returns (bool) {
        return _isAuthorized(_requireOwned(agentId), spender, agentId);
    }

    // ---------------------------------------------------------------- metadata

    /// @notice Returns empty bytes for unset keys and unknown agents (as the canonical registry does).
    function getMetadata(uint256 agentId, string calldata metadataKey) external view returns (bytes memory) {
        return _metadata[agentId][metadataKey];
    }

    function setMetadata(uint256 agentId, string calldata metadataKey, bytes calldata metadataValue) external {
        _requireAuthorized(agentId);
        _requireNotReserved(metadataKey);
        _writeMetadata(agentId, metadataKey, metadataValue);
    }

    // ---------------------------------------------------------------- agent wallet

    /// @notice The address where the agent receives payments; zero after a transfer or unset.
    /// @dev Reverts with ERC721NonexistentToken for an unknown agent.
    function getAgentWallet(uint256 agentId) external view returns (address) {
        _requireOwned(agentId);
        return address(bytes20(_metadata[agentId][AGENT_WALLET_KEY]));
    }

    /// @notice Points the agent at a wallet that proved control by signing the EIP-712
    ///         `AgentWalletSet` message (ERC-1271 when the wallet is a contract).
    function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes calldata signature) external {
        address owner = _requireAuthorized(agentId);
        if (newWallet == address(0)) revert InvalidWallet();
        if (block.timestamp > deadline) revert DeadlineExpired(deadline);
        if (deadline > block.timestamp + MAX_DEADLINE_DELAY) {
            revert DeadlineTooFar(deadline, block.timestamp + MAX_DEADLINE_DELAY);
        }
        // Binding the current owner into the message makes a signature useless after a transfer.
        bytes32 digest = _hashTypedDataV4(
            keccak256(abi.encode(AGENT_WALLET_SET_TYPEHASH, agentId, newWallet, owner, deadline))
        );
        if (!SignatureChecker.isValidSignatureNow(newWallet, digest, signature)) {
            revert InvalidWalletSignature(newWallet);
        }
        _writeMetadata(agentId, AGENT_WALLET_KEY, abi.encodePacked(newWallet));
    }

    function unsetAgentWallet(uint256 agentId) external {
        _requireAuthorized(agentId);
        _writeMetadata(agentId, AGENT_WALLET_KEY, "");
    }

    // ---------------------------------------------------------------- internals

    /// @dev Mints without the receiver callback so every state change happens before the only
    ///      external call (checks-effects-interactions); see _finishRegistration.
    function _mintAgent(string memory agentURI) private returns (uint256 agentId) {
        agentId = _nextAgentId++;
        _mint(msg.sender, agentId);
        if (bytes(agentURI).length > 0) _setTokenURI(agentId, agentURI);
        // The spec sets the wallet to the owner at registration and announces it like any key.
        _writeMetadata(agentId, AGENT_WALLET_KEY, abi.encodePacked(msg.sender));
    }

    function _finishRegistration(uint256 agentId, string memory agentURI) private {
        emit Registered(agentId, agentURI, msg.sender);
        ERC721Utils.checkOnERC721Received(msg.sender, address(0), msg.sender, agentId, "");
    }

    function _writeMetadata(uint256 agentId, string memory metadataKey, bytes memory metadataValue) private {
        _metadata[agentId][metadataKey] = metadataValue;
        emit MetadataSet(agentId, metadataKey, metadataKey, metadataValue);
    }

    function _requireNotReserved(string calldata metadataKey) private pure {
        if (keccak256(bytes(metadataKey)) == AGENT_WALLET_KEY_HASH) revert ReservedMetadataKey(metadataKey);
    }

    /// @return owner The agent's owner (reverts with ERC721NonexistentToken for unknown agents).
    function _requireAuthorized(uint256 agentId) private view returns (address owner) {
        owner = _requireOwned(agentId);
        if (!_isAuthorized(owner, msg.sender, agentId)) revert NotAuthorized(agentId, msg.sender);
    }

    /// @dev A verified wallet belongs to the owner who verified it: a new owner must prove
    ///      control of a wallet again, so the wallet is cleared whenever ownership changes.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        if (from != address(0) && to != address(0) && from != to) {
            _writeMetadata(tokenId, AGENT_WALLET_KEY, "");
        }
    }
}
