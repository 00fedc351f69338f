export { ComboBox, ComboBoxItem, ComboBoxSection, type ComboBoxProps } from './ComboBox';
