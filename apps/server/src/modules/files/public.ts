// What other modules may use from files: they import from here, never from the module's other files.
export { preparePhoto, storePhoto } from "./image-pipeline.ts";
export { readMultipartForm } from "./multipart-form.ts";
export type { UploadedFile } from "./multipart-form.ts";
export { sendStoredFile } from "./send-stored-file.ts";
export { storageFor } from "./storage-for.ts";
export type { AppStorage } from "./storage-for.ts";
export { storedFileColumns, storedName } from "./stored-file-columns.ts";
export { rejectAsUploadError } from "./upload-error.ts";
export { FileUploadError } from "./upload-stream.ts";
export type { ImageQueue } from "./image-queue.ts";
export { imageQueueFor } from "./image-queue.ts";
export {
  addAssistancePhoto,
  assertRoomForPhoto,
  assistancePhotoNames,
  deleteAssistancePhoto,
  findAssistancePhoto,
  photoKey,
} from "./assistance-photos.ts";
export { readPhotoPart, sweepUnfinishedUploads } from "./photo-part.ts";
