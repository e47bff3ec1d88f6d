import { PolicyPage } from '../features/policy/PolicyPage.js';

/** The policy routes (one lazy chunk for all of them). */
export const AboutUs = () => <PolicyPage page="aboutUs" />;
export const TermsAndConditions = () => <PolicyPage page="termsAndConditions" />;
export const PrivacyPolicy = () => <PolicyPage page="privacyPolicy" />;
export const RefundPolicy = () => <PolicyPage page="refundPolicy" />;
export const CancellationPolicy = () => <PolicyPage page="cancellationPolicy" />;
export const ShippingPolicy = () => <PolicyPage page="shippingPolicy" />;
