// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";

interface IAIZMintable {
    function mint(address to, uint256 amount) external;
}

/// @title AIZClaims, withdrawal vouchers of the platform's bridge
/// @notice The platform debits a user's in-app AIZ and signs an EIP-712 voucher; whoever submits it mints
/// `amount` AIZ to `to`, once per nonce, before `deadline`, within a per-voucher cap and a cap per UTC day.
/// This contract must hold AIZ's MINTER_ROLE.
contract AIZClaims is EIP712, AccessControl, Pausable {
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    bytes32 public constant VOUCHER_TYPEHASH =
        keccak256("Voucher(address to,uint256 amount,uint256 nonce,uint256 deadline,bytes32 ref)");

    struct Voucher {
        address to;
        uint256 amount;
        uint256 nonce;
        uint256 deadline;
        bytes32 ref;
    }

    IAIZMintable public immutable token;
    address public signer;
    uint256 public perVoucherCap;
    uint256 public dailyCap;
    /// Minted per UTC day (block.timestamp / 1 days).
    mapping(uint256 => uint256) public claimedOnDay;
    mapping(uint256 => bool) public nonceUsed;

    event Claimed(bytes32 indexed ref, address indexed to, uint256 amount, uint256 nonce);
    event SignerChanged(address indexed signer);
    event CapsChanged(uint256 perVoucherCap, uint256 dailyCap);

    error VoucherExpired();
    error NonceAlreadyUsed(uint256 nonce);
    error InvalidSigner();
    error OverVoucherCap(uint256 amount, uint256 cap);
    error OverDailyCap(uint256 total, uint256 cap);

    constructor(address admin, address token_, address signer_, uint256 perVoucherCap_, uint256 dailyCap_)
        EIP712("AIZClaims", "1")
    {
        token = IAIZMintable(token_);
        signer = signer_;
        perVoucherCap = perVoucherCap_;
        dailyCap = dailyCap_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
    }

    function hashVoucher(Voucher calldata v) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(VOUCHER_TYPEHASH, v.to, v.amount, v.nonce, v.deadline, v.ref)));
    }

    function today() public view returns (uint256) {
        return block.timestamp / 1 days;
    }

    function claim(Voucher calldata v, bytes calldata signature) external whenNotPaused {
        if (ECDSA.recover(hashVoucher(v), signature) != signer) revert InvalidSigner();
        if (block.timestamp > v.deadline) revert VoucherExpired();
        if (nonceUsed[v.nonce]) revert NonceAlreadyUsed(v.nonce);
        if (v.amount > perVoucherCap) revert OverVoucherCap(v.amount, perVoucherCap);
        uint256 day = today();
        uint256 total = claimedOnDay[day] + v.amount;
        if (total > dailyCap) revert OverDailyCap(total, dailyCap);
        nonceUsed[v.nonce] = true;
        claimedOnDay[day] = total;
        token.mint(v.to, v.amount);
        emit Claimed(v.ref, v.to, v.amount, v.nonce);
    }

    function setSigner(address signer_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        signer = signer_;
        emit SignerChanged(signer_);
    }

    function setCaps(uint256 perVoucherCap_, uint256 dailyCap_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        perVoucherCap = perVoucherCap_;
        dailyCap = dailyCap_;
        emit CapsChanged(perVoucherCap_, dailyCap_);
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(DEFAULT_ADMIN_ROLE) {
        _unpause();
    }
}
