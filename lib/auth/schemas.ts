// Request payloads of the sign-in API (zod), shared by the route handlers and anything that builds the requests.
import { z } from "zod";
import { emailMaxLength, emailPattern } from "../validation/email";
import { otpRules } from "./code-rules";
import { singleLineString } from "../validation/text";

const email = singleLineString("Email", "Please enter a valid email.")
  .trim()
  .toLowerCase()
  .max(emailMaxLength, "Please enter a valid email.")
  .regex(emailPattern, "Please enter a valid email.");

export const loginRequestSchema = z.object({
  email,
  resend: z.boolean({ message: "resend must be true or false." }).optional(),
});

export const verifyRequestSchema = z.object({
  email,
  otp: z
    .string({ message: "Enter the OTP." })
    .trim()
    .min(1, "Enter the OTP.")
    .regex(
      new RegExp(`^\\d{${otpRules.codeLength}}$`),
      `The code is the ${otpRules.codeLength} digits from the e-mail.`,
    ),
  rememberDevice: z.boolean({ message: "rememberDevice must be true or false." }).optional().default(false),
});

export type LoginRequest = z.output<typeof loginRequestSchema>;
export type VerifyRequest = z.output<typeof verifyRequestSchema>;
