import type { StorybookConfig } from '@storybook/react-vite';
import type { InlineConfig, PluginOption } from 'vite';
import { precompressPluginName } from '../scripts/vite-precompress';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['../public', './public'],
  // The closed network makes each telemetry attempt wait for a timeout.
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The app's build writes compressed copies for its server; a static Storybook does not need them.
  // Neither the app's compressed copies nor its catalog grouping (one chunk per locale, for a first
  // visit's request count) belong in Storybook, which loads locales as stories switch them.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? []).filter((plugin: PluginOption) => !isNamed(plugin, precompressPluginName)),
    build: withoutChunkGroups(config.build),
  }),
};

function withoutChunkGroups(build: InlineConfig['build']): InlineConfig['build'] {
  const output = build?.rolldownOptions?.output;
  if (!output || Array.isArray(output)) return build;
  const { codeSplitting: _appOnly, ...rest } = output;
  return { ...build, rolldownOptions: { ...build.rolldownOptions, output: rest } };
}

const isNamed = (plugin: PluginOption, name: string) => typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === name;

export default config;
