/** The one key bare-fastify.ts's /required route knows (its stand-in for Berth's key lookup). */
export const BARE_KEY = "bk_live_bench";
