/**
 * Whether no process with this pid exists on this machine (signal 0 checks without signalling). A process we may
 * not signal (EPERM: another user's) exists. A pid the system has since reused reads as running: callers that must
 * tell an earlier owner from a new one compare more than the pid.
 */
export function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
