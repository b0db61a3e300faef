// Hindi: each feature's messages (<feature>/messages/hi.json) as the one catalog of the language. A feature
// with messages of its own adds its part here, in every language (catalog-parts.test.ts checks it).
import { sortedByKey } from '../sorted-by-key.ts';
import shared from '../../shared/messages/hi.json' with { type: 'json' };
import families from '../../families/messages/hi.json' with { type: 'json' };
import gallery from '../../gallery/messages/hi.json' with { type: 'json' };
import events from '../../events/messages/hi.json' with { type: 'json' };
import classes from '../../classes/messages/hi.json' with { type: 'json' };
import dashboard from '../../dashboard/messages/hi.json' with { type: 'json' };
import leads from '../../leads/messages/hi.json' with { type: 'json' };
import ranks from '../../ranks/messages/hi.json' with { type: 'json' };
import payments from '../../payments/messages/hi.json' with { type: 'json' };
import outbox from '../../outbox/messages/hi.json' with { type: 'json' };
import messaging from '../../messaging/messages/hi.json' with { type: 'json' };
import audit from '../../audit/messages/hi.json' with { type: 'json' };
import peopleSearch from '../../people-search/messages/hi.json' with { type: 'json' };
import staff from '../../staff/messages/hi.json' with { type: 'json' };
import tournaments from '../../tournaments/messages/hi.json' with { type: 'json' };

export default sortedByKey({
  ...shared,
  ...families,
  ...gallery,
  ...events,
  ...classes,
  ...dashboard,
  ...leads,
  ...ranks,
  ...payments,
  ...outbox,
  ...messaging,
  ...audit,
  ...peopleSearch,
  ...staff,
  ...tournaments,
});
