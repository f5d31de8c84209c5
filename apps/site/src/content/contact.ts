// The address is a contract with the contact-request function, which mails the studio there, so it lives in core.
export { studioEmail } from '@outpace/core/contracts';
