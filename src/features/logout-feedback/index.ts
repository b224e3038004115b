export { default as LogoutFeedbackPage } from './logout-feedback-page';
