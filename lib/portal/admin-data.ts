// The enquiry list under the name the admin reports pages import; the reads live in page-data/enquiries.ts.
export { enquiryList } from "./page-data/enquiries";
