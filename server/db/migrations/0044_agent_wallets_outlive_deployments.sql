ALTER TABLE "agent_wallets" DROP CONSTRAINT "agent_wallets_deployment_id_deployments_id_fk";
