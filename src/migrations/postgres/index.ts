import * as migration_20261123_183516_initial from './20261123_183516_initial';
import * as migration_20261124_080751_issue_7_8 from './20261124_080751_issue_7_8';
import * as migration_20261124_094739_memes from './20261124_094739_memes';
import * as migration_20261124_110019_printables from './20261124_110019_printables';
import * as migration_20261124_111848_videos from './20261124_111848_videos';
import * as migration_20261124_124254_podcasts from './20261124_124254_podcasts';
import * as migration_20261124_163736_newsletter from './20261124_163736_newsletter';
import * as migration_20261124_164736_newsletter_webhook from './20261124_164736_newsletter_webhook';
import * as migration_20261124_170317_forms from './20261124_170317_forms';
import * as migration_20261124_170933_embedded_form from './20261124_170933_embedded_form';
import * as migration_20261124_202357_form_attachments from './20261124_202357_form_attachments';
import * as migration_20261124_210647_engagement from './20261124_210647_engagement';
import * as migration_20261124_225351_tour_faves from './20261124_225351_tour_faves';
import * as migration_20261124_225913_home_testimonials from './20261124_225913_home_testimonials';
import * as migration_20261125_005417_search_index from './20261125_005417_search_index';
import * as migration_20261128_003535_password_reset_task from './20261128_003535_password_reset_task';
import * as migration_20261128_091610_search_ranking from './20261128_091610_search_ranking';
import * as migration_20261128_151200_rights_home_drafts from './20261128_151200_rights_home_drafts';
import * as migration_20261128_180229_blank_drafts from './20261128_180229_blank_drafts';
import * as migration_20261128_213010_search_word_pairs from './20261128_213010_search_word_pairs';

export const migrations = [
  {
    up: migration_20261123_183516_initial.up,
    down: migration_20261123_183516_initial.down,
    name: '20261123_183516_initial',
  },
  {
    up: migration_20261124_080751_issue_7_8.up,
    down: migration_20261124_080751_issue_7_8.down,
    name: '20261124_080751_issue_7_8',
  },
  {
    up: migration_20261124_094739_memes.up,
    down: migration_20261124_094739_memes.down,
    name: '20261124_094739_memes',
  },
  {
    up: migration_20261124_110019_printables.up,
    down: migration_20261124_110019_printables.down,
    name: '20261124_110019_printables',
  },
  {
    up: migration_20261124_111848_videos.up,
    down: migration_20261124_111848_videos.down,
    name: '20261124_111848_videos',
  },
  {
    up: migration_20261124_124254_podcasts.up,
    down: migration_20261124_124254_podcasts.down,
    name: '20261124_124254_podcasts',
  },
  {
    up: migration_20261124_163736_newsletter.up,
    down: migration_20261124_163736_newsletter.down,
    name: '20261124_163736_newsletter',
  },
  {
    up: migration_20261124_164736_newsletter_webhook.up,
    down: migration_20261124_164736_newsletter_webhook.down,
    name: '20261124_164736_newsletter_webhook',
  },
  {
    up: migration_20261124_170317_forms.up,
    down: migration_20261124_170317_forms.down,
    name: '20261124_170317_forms',
  },
  {
    up: migration_20261124_170933_embedded_form.up,
    down: migration_20261124_170933_embedded_form.down,
    name: '20261124_170933_embedded_form',
  },
  {
    up: migration_20261124_202357_form_attachments.up,
    down: migration_20261124_202357_form_attachments.down,
    name: '20261124_202357_form_attachments',
  },
  {
    up: migration_20261124_210647_engagement.up,
    down: migration_20261124_210647_engagement.down,
    name: '20261124_210647_engagement',
  },
  {
    up: migration_20261124_225351_tour_faves.up,
    down: migration_20261124_225351_tour_faves.down,
    name: '20261124_225351_tour_faves',
  },
  {
    up: migration_20261124_225913_home_testimonials.up,
    down: migration_20261124_225913_home_testimonials.down,
    name: '20261124_225913_home_testimonials',
  },
  {
    up: migration_20261125_005417_search_index.up,
    down: migration_20261125_005417_search_index.down,
    name: '20261125_005417_search_index',
  },
  {
    up: migration_20261128_003535_password_reset_task.up,
    down: migration_20261128_003535_password_reset_task.down,
    name: '20261128_003535_password_reset_task',
  },
  {
    up: migration_20261128_091610_search_ranking.up,
    down: migration_20261128_091610_search_ranking.down,
    name: '20261128_091610_search_ranking',
  },
  {
    up: migration_20261128_151200_rights_home_drafts.up,
    down: migration_20261128_151200_rights_home_drafts.down,
    name: '20261128_151200_rights_home_drafts',
  },
  {
    up: migration_20261128_180229_blank_drafts.up,
    down: migration_20261128_180229_blank_drafts.down,
    name: '20261128_180229_blank_drafts',
  },
  {
    up: migration_20261128_213010_search_word_pairs.up,
    down: migration_20261128_213010_search_word_pairs.down,
    name: '20261128_213010_search_word_pairs',
  },
];
