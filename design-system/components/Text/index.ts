export { Text, textSizes, textTones, textWeights } from './Text';
