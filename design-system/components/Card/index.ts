export { Card, cardTones, type CardProps, type CardTone, type LinkCardProps, type StaticCardProps } from './Card';
