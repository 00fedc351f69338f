-- Each dashboard user chooses whether Umm al-Qura Hijri dates are shown beside Gregorian ones
-- (docs/saudi-scheduling.md). Shown by default: most Saudi owners read both.
ALTER TABLE provider_users ADD COLUMN show_hijri boolean NOT NULL DEFAULT true;
