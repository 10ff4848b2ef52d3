-- A chat message sent again (the page resends what had no answer after a network drop) is stored
-- once: the page names each message it sends, and the name is unique per person and class.
ALTER TABLE live_chat_messages
  ADD COLUMN client_message_id text CHECK (client_message_id ~ '^[A-Za-z0-9_-]{8,64}$');
CREATE UNIQUE INDEX live_chat_messages_once_idx
  ON live_chat_messages (live_class_id, user_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
