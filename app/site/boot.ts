// The website's only script before the first paint (site.html): app/lib/bootAfterPaint.ts.
import { bootAfterPaint } from '../lib/bootAfterPaint';

bootAfterPaint(() => import('./main'));
