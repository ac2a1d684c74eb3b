// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// The browser tests' stand-in for AIZ on the local chain: a plain ERC-20 minted once to the deployer.
contract TestToken is ERC20 {
    constructor(address holder, uint256 amount) ERC20("AIZ (test)", "AIZ") {
        _mint(holder, amount);
    }
}
