import * as migration_20261123_183510_initial from './20261123_183510_initial';
import * as migration_20261124_080739_issue_7_8 from './20261124_080739_issue_7_8';
import * as migration_20261124_094728_memes from './20261124_094728_memes';
import * as migration_20261124_110014_printables from './20261124_110014_printables';
import * as migration_20261124_111830_videos from './20261124_111830_videos';
import * as migration_20261124_124250_podcasts from './20261124_124250_podcasts';
import * as migration_20261124_163729_newsletter from './20261124_163729_newsletter';
import * as migration_20261124_164733_newsletter_webhook from './20261124_164733_newsletter_webhook';
import * as migration_20261124_170314_forms from './20261124_170314_forms';
import * as migration_20261124_170930_embedded_form from './20261124_170930_embedded_form';
import * as migration_20261124_202338_form_attachments from './20261124_202338_form_attachments';
import * as migration_20261124_210642_engagement from './20261124_210642_engagement';
import * as migration_20261124_225346_tour_faves from './20261124_225346_tour_faves';
import * as migration_20261124_225907_home_testimonials from './20261124_225907_home_testimonials';
import * as migration_20261125_005400_search_index from './20261125_005400_search_index';
import * as migration_20261128_003530_password_reset_task from './20261128_003530_password_reset_task';
import * as migration_20261128_091605_search_ranking from './20261128_091605_search_ranking';
import * as migration_20261128_151150_rights_home_drafts from './20261128_151150_rights_home_drafts';
import * as migration_20261128_180221_blank_drafts from './20261128_180221_blank_drafts';
import * as migration_20261128_213000_search_listing from './20261128_213000_search_listing';

export const migrations = [
  {
    up: migration_20261123_183510_initial.up,
    down: migration_20261123_183510_initial.down,
    name: '20261123_183510_initial',
  },
  {
    up: migration_20261124_080739_issue_7_8.up,
    down: migration_20261124_080739_issue_7_8.down,
    name: '20261124_080739_issue_7_8',
  },
  {
    up: migration_20261124_094728_memes.up,
    down: migration_20261124_094728_memes.down,
    name: '20261124_094728_memes',
  },
  {
    up: migration_20261124_110014_printables.up,
    down: migration_20261124_110014_printables.down,
    name: '20261124_110014_printables',
  },
  {
    up: migration_20261124_111830_videos.up,
    down: migration_20261124_111830_videos.down,
    name: '20261124_111830_videos',
  },
  {
    up: migration_20261124_124250_podcasts.up,
    down: migration_20261124_124250_podcasts.down,
    name: '20261124_124250_podcasts',
  },
  {
    up: migration_20261124_163729_newsletter.up,
    down: migration_20261124_163729_newsletter.down,
    name: '20261124_163729_newsletter',
  },
  {
    up: migration_20261124_164733_newsletter_webhook.up,
    down: migration_20261124_164733_newsletter_webhook.down,
    name: '20261124_164733_newsletter_webhook',
  },
  {
    up: migration_20261124_170314_forms.up,
    down: migration_20261124_170314_forms.down,
    name: '20261124_170314_forms',
  },
  {
    up: migration_20261124_170930_embedded_form.up,
    down: migration_20261124_170930_embedded_form.down,
    name: '20261124_170930_embedded_form',
  },
  {
    up: migration_20261124_202338_form_attachments.up,
    down: migration_20261124_202338_form_attachments.down,
    name: '20261124_202338_form_attachments',
  },
  {
    up: migration_20261124_210642_engagement.up,
    down: migration_20261124_210642_engagement.down,
    name: '20261124_210642_engagement',
  },
  {
    up: migration_20261124_225346_tour_faves.up,
    down: migration_20261124_225346_tour_faves.down,
    name: '20261124_225346_tour_faves',
  },
  {
    up: migration_20261124_225907_home_testimonials.up,
    down: migration_20261124_225907_home_testimonials.down,
    name: '20261124_225907_home_testimonials',
  },
  {
    up: migration_20261125_005400_search_index.up,
    down: migration_20261125_005400_search_index.down,
    name: '20261125_005400_search_index',
  },
  {
    up: migration_20261128_003530_password_reset_task.up,
    down: migration_20261128_003530_password_reset_task.down,
    name: '20261128_003530_password_reset_task',
  },
  {
    up: migration_20261128_091605_search_ranking.up,
    down: migration_20261128_091605_search_ranking.down,
    name: '20261128_091605_search_ranking',
  },
  {
    up: migration_20261128_151150_rights_home_drafts.up,
    down: migration_20261128_151150_rights_home_drafts.down,
    name: '20261128_151150_rights_home_drafts',
  },
  {
    up: migration_20261128_180221_blank_drafts.up,
    down: migration_20261128_180221_blank_drafts.down,
    name: '20261128_180221_blank_drafts',
  },
  {
    up: migration_20261128_213000_search_listing.up,
    down: migration_20261128_213000_search_listing.down,
    name: '20261128_213000_search_listing',
  },
];
