/**
 * For the inquiry attachment tests (decision 035): the customization form's fields, files of each
 * accepted kind, and the multipart submission the form sends.
 */
import type { ApiClient } from "./api-client";
import { makeImage } from "./upload-test-kit";

export const CUSTOMIZATION_FIELDS: Record<string, string> = {
  type: "customization",
  name: "Jane Doe",
  company: "Acme Security",
  email: "jane@example.com",
  phone: "",
  projectType: "Custom face terminal",
  message: "We need 500 units with our logo and a custom housing.",
};

export type TestFile = { name: string; bytes: Uint8Array; type?: string };

/** A small PDF as a drawing tool writes it; only its first bytes matter to the sniffing. */
export const makePdf = (text = "housing drawing") => Buffer.from(`%PDF-1.7\n1 0 obj << /Title (${text}) >> endobj\n%%EOF\n`);

/** One file of every accepted kind, as a visitor names them. */
export async function acceptedFiles(): Promise<TestFile[]> {
  return [
    { name: "housing drawing.pdf", bytes: makePdf(), type: "application/pdf" },
    { name: "logo.png", bytes: await makeImage("png"), type: "image/png" },
    { name: "photo.jpg", bytes: await makeImage("jpeg"), type: "image/jpeg" },
    { name: "render.webp", bytes: await makeImage("webp"), type: "image/webp" },
  ];
}

/** The customization form as multipart/form-data: its text fields and the files in `attachments`. */
export function attachmentForm(files: TestFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...CUSTOMIZATION_FIELDS, ...fields })) form.append(name, value);
  for (const file of files) {
    form.append("attachments", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }));
  }
  return form;
}

export function postInquiryWithFiles(api: ApiClient, files: TestFile[], fields: Record<string, string> = {}) {
  return api.request<Record<string, unknown>>("POST", "/api/inquiries", { body: attachmentForm(files, fields) });
}
