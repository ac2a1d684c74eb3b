// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

interface IAIZBurnable {
    function burn(uint256 amount) external;
}

/// @title AIZVault, deposits of the platform's bridge
/// @notice Takes AIZ from the sender and burns it, so deposited AIZ leaves circulation, and emits
/// Deposited with the platform's reference of the user to credit in the app.
contract AIZVault {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;

    event Deposited(bytes32 indexed userRef, address indexed from, uint256 amount);

    error ZeroAmount();

    constructor(address token_) {
        token = IERC20(token_);
    }

    function deposit(bytes32 userRef, uint256 amount) external {
        _deposit(userRef, amount);
    }

    /// @notice Deposit with an EIP-2612 permit instead of a prior approve. A permit already used (someone
    /// submitted it first) is ignored when the allowance it granted is there.
    function depositFor(bytes32 userRef, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        try IERC20Permit(address(token)).permit(msg.sender, address(this), amount, deadline, v, r, s) {} catch {}
        _deposit(userRef, amount);
    }

    function _deposit(bytes32 userRef, uint256 amount) private {
        if (amount == 0) revert ZeroAmount();
        token.safeTransferFrom(msg.sender, address(this), amount);
        IAIZBurnable(address(token)).burn(amount);
        emit Deposited(userRef, msg.sender, amount);
    }
}
