-- FanCred's points rules (issue 11): the server's table of what earns what. Points are per action; `per` says how
-- often (once per fan, once per item, once per South African day); daily_cap bounds the points one action earns a
-- fan per day; score-based rules earn min(points, floor(score / score_divisor)).
INSERT INTO "fancred_rules" ("action", "event", "points", "per", "daily_cap", "score_divisor", "label", "sort_order") VALUES
  ('profile_completed', 'completed_profile', 50, 'once', NULL, NULL, 'Complete your profile', 10),
  ('subscription', 'subscription', 100, 'item', NULL, NULL, 'Subscribe', 20),
  ('daily_visit', 'daily_visit', 2, 'day', NULL, NULL, 'Visit the site (once a day)', 30),
  ('story_like', 'story_like', 2, 'item', 20, NULL, 'Like a story', 40),
  ('story_share', 'story_share', 5, 'item', 25, NULL, 'Share a story', 50),
  ('video_like', 'video_like', 2, 'item', 20, NULL, 'Like a video', 60),
  ('video_share', 'video_share', 5, 'item', 25, NULL, 'Share a video', 70),
  ('video_watch', 'video_watch', 3, 'item', 30, NULL, 'Watch a video', 80),
  ('game_play', 'game_play', 5, 'item', 25, NULL, 'Play a game', 90),
  ('competition_entry', 'competition_entry', 20, 'item', NULL, NULL, 'Enter a competition', 100),
  ('playable_ad_rugby_kicks', 'playable_ad_rugby_kicks', 50, 'once', NULL, 10, 'Score in the Rugby Kicks ad (1 point per 10, up to 50)', 110)
ON CONFLICT ("action") DO NOTHING;
