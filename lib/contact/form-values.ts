// The enquiry form's values as the browser holds them (zod-free, so the form loads without the schema).
import { emailMaxLength } from "../validation/email";
import { defaultSubject } from "./options";

/** Longest accepted value per text field: the schema refuses more, the form's inputs stop there. */
export const limits = { fullName: 100, email: emailMaxLength, phone: 30, company: 120, message: 5000 } as const;

export type EnquiryFormValues = {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  budget: string;
  timeline: string;
  message: string;
  agree: boolean;
};

export type EnquiryField = keyof EnquiryFormValues;

/** The form's fields in the order they appear, so the first invalid one can be focused. */
export const fieldOrder: EnquiryField[] = [
  "fullName",
  "email",
  "phone",
  "company",
  "subject",
  "budget",
  "timeline",
  "message",
  "agree",
];

export function emptyEnquiry(subject: string = defaultSubject): EnquiryFormValues {
  return {
    fullName: "",
    email: "",
    phone: "",
    company: "",
    subject,
    budget: "",
    timeline: "",
    message: "",
    agree: false,
  };
}
