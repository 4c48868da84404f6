import type { DriverJob, DriverProfile } from "./driver-api.ts";

// What the phone keeps of the driver's day so that the app opens without a network (a dead zone, a reload
// in a car park): the profile and the current job with its phone number, address and navigation. The queued
// updates keep themselves (update-queue.ts). Cleared by nothing but a newer answer from the server.
const PROFILE_KEY = "hitch.driver.profile";
const JOB_KEY = "hitch.driver.job";

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage: the app still works online.
  }
}

export const savedProfile = () => read<DriverProfile>(PROFILE_KEY);
export const saveProfile = (profile: DriverProfile) => write(PROFILE_KEY, profile);
export const savedJob = () => read<DriverJob>(JOB_KEY);
export const saveJob = (job: DriverJob | null) => write(JOB_KEY, job);
/** A sign-out leaves nothing of the last driver's customers on the phone. */
export function forgetDriver() {
  localStorage.removeItem(PROFILE_KEY);
  localStorage.removeItem(JOB_KEY);
}
