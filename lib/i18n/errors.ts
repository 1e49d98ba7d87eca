/** The error boundary's strings in the site's language (switch the import with the dictionary). */
export { errors } from './pl/errors';
