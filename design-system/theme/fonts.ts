// Self-hosted fonts from npm (no CDN). Only the weights the theme uses.
// IBM Plex Sans Arabic covers Arabic, Latin and Turkish letters; Noto Nastaliq Urdu is for `ur`.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import '@fontsource/noto-nastaliq-urdu/400.css';
