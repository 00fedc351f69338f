// The customers' document's only script before the first paint (customer.html): app/lib/bootAfterPaint.ts.
import { bootAfterPaint } from '../lib/bootAfterPaint';

bootAfterPaint(() => import('./main'));
