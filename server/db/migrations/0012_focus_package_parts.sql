-- The focus packages promise only what a focus user can use (issue 21 item 15): the video room and
-- the calendar they listed do not exist, the room settings (camera, microphone, speaker check) do.
-- A feature may name the part of the product it is (`part`, see PackageFeature in the contract),
-- which the focus dashboard links to; a benefit that is not a place (two months free) has none.
UPDATE packages SET
  description_ar = 'شهر من فوكس: الكاميرا والميكروفون والسماعة جاهزة لجلساتك',
  description_en = 'A month of Focus: camera, microphone and speaker ready for your sessions',
  description_tr = 'Bir ay Focus: oturumlarınız için kamera, mikrofon ve hoparlör hazır',
  description_ur = 'فوکس کا ایک مہینہ: آپ کے سیشنز کے لیے کیمرا، مائیکروفون اور اسپیکر تیار',
  features = '[{"name_ar":"إعدادات الكاميرا والميكروفون والسماعة","name_en":"Camera, microphone and speaker settings","name_tr":"Kamera, mikrofon ve hoparlör ayarları","name_ur":"کیمرا، مائیکروفون اور اسپیکر کی ترتیبات","part":"room_settings"}]'
WHERE audience = 'focus' AND name_en = 'Focus monthly';

UPDATE packages SET
  description_ar = 'فوكس لمدة عام بسعر أقل',
  description_en = 'Focus for a year, for less',
  description_tr = 'Bir yıl boyunca Focus, daha uygun fiyata',
  description_ur = 'ایک سال کے لیے فوکس، کم قیمت میں',
  features = '[{"name_ar":"إعدادات الكاميرا والميكروفون والسماعة","name_en":"Camera, microphone and speaker settings","name_tr":"Kamera, mikrofon ve hoparlör ayarları","name_ur":"کیمرا، مائیکروفون اور اسپیکر کی ترتیبات","part":"room_settings"},{"name_ar":"شهران مجانًا","name_en":"Two months free","name_tr":"İki ay ücretsiz","name_ur":"دو مہینے مفت"}]'
WHERE audience = 'focus' AND name_en = 'Focus yearly';
