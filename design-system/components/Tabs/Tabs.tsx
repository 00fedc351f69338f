import {
  composeRenderProps,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const join = (own: string, extra?: string) => [own, extra].filter(Boolean).join(' ');

export type TabsProps = AriaTabsProps;

/**
 * Switches between views of one subject (a salon's details, hours, barbers) without leaving the
 * page. Arrow keys move between tabs in reading order (Right moves back in Arabic), Home/End jump;
 * the selected tab is underlined and bold, not only coloured. For navigation between pages use
 * the Sidebar or links; for two or three options of a setting use a RadioGroup.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, (own) => join(styles.tabs, own))} />;
}

export interface TabListProps<T> extends AriaTabListProps<T> {
  /** What the tabs switch between, e.g. "Salon settings" (tabs need a name). */
  'aria-label': string;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, (own) => join(styles.tabList, own))} />;
}

export function Tab({ className, ...props }: AriaTabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, (own) => join(styles.tab, own))} />;
}

export function TabPanel({ className, ...props }: AriaTabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, (own) => join(styles.tabPanel, own))} />;
}

