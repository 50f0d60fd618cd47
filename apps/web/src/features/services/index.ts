// What other features may use of services: the additional services and their artwork (the home carousel).
export { additionalServices, ServiceArt } from './additional-services';
export type { AdditionalService } from './additional-services';
