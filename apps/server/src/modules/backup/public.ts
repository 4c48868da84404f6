// What routes and main.ts may use from backup (embedded database and files, as one archive).
export { backupStream } from "./archive.ts";
export { BackupError, backedUpFilesDir, writeBackupFile } from "./backup-file.ts";
export { restoreBackup, RestoreTargetInUseError } from "./restore.ts";
