// The clock lives in core/util (below the ports, whose leases read it); the scheduler's name for it stays.
export { systemClock, type Clock } from "../util/clock.ts";
