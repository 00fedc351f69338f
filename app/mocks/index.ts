/** The API mocks for stories and tests: see README.md. */
export { handlers, handlersByOperation, createHandlers, createOperationHandlers, http, getMockDb, resetMockDb, type MockDbVariant } from './handlers';
export { empty, expiredPackage, loading, locked, mockApi, noBankAccount, overrideOperation, scenarios, serverError, staffAdmin, unauthorized } from './scenarios';
export { DEMO_CODE } from './db';
export { EXHAUSTED_CODE } from './routes/auth';
export * as fixtures from './fixtures';
export { MOCK_NOW, DEMO_IBAN, DEMO_PASSWORD } from './fixtures';
export type { OperationId } from './operations';
export { demoRecords, type DemoRecords } from './examples';
