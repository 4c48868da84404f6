/**
 * The CPU slowdown that makes a machine with Lighthouse benchmark index `index` run like Lighthouse's mid-tier
 * phone: the curve of Lighthouse's CPU throttling calculator, linked from its throttling guide (docs/throttling.md,
 * "Calibrating the CPU slowdown"). 4x at an index of about 1,533, the desktop the mobile preset assumes; 3x at
 * 1,300, 2x at 800, 1x at 150. Below 150 no slowdown can make the machine a mid-tier phone.
 */
export function slowdownForBenchmarkIndex(index: number): number {
  if (!Number.isFinite(index) || index < 150) {
    throw new Error(`benchmark index ${index}: this machine is too slow to stand for Lighthouse's mid-tier phone`);
  }
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  return 1 + (index - 150) / 650;
}
