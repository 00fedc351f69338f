export { Card, cardTones } from './Card';
