export { ComboBox, ComboBoxItem } from './ComboBox';
