// The enquiry reads under the name the admin reports pages import; the reads live in page-data/enquiries.ts.
export { loadEnquiry } from "./page-data/enquiries";
