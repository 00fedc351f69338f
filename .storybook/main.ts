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

/** Storybook's own entry and chunking: not the app's documents (`input`) nor its catalog groups. */
function withoutChunkGroups(build: InlineConfig['build']): InlineConfig['build'] {
  if (!build?.rolldownOptions) return build;
  const { input: _appDocuments, output, ...options } = build.rolldownOptions;
  if (!output || Array.isArray(output)) return { ...build, rolldownOptions: { ...options, ...(output ? { output } : {}) } };
  const { codeSplitting: _appOnly, ...rest } = output;
  return { ...build, rolldownOptions: { ...options, output: rest } };
}

const isNamed = (plugin: PluginOption, name: string) => typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === name;

export default config;
