-- Focus registration answers alike for new and taken e-mails (docs/security.md): the account is
-- created only when the e-mailed activation code comes back, so codes get a `focus_register` purpose.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('provider_login', 'provider_register', 'provider_reset', 'focus_reset', 'focus_register'));
