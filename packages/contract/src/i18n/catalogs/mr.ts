// Marathi: each feature's messages (<feature>/messages/mr.json) as the one catalog of the language. A feature
// with messages of its own adds its part here, in every language (catalog-parts.test.ts checks it).
import { sortedByKey } from '../sorted-by-key.ts';
import shared from '../../shared/messages/mr.json' with { type: 'json' };
import families from '../../families/messages/mr.json' with { type: 'json' };
import gallery from '../../gallery/messages/mr.json' with { type: 'json' };
import events from '../../events/messages/mr.json' with { type: 'json' };
import classes from '../../classes/messages/mr.json' with { type: 'json' };
import dashboard from '../../dashboard/messages/mr.json' with { type: 'json' };
import leads from '../../leads/messages/mr.json' with { type: 'json' };
import ranks from '../../ranks/messages/mr.json' with { type: 'json' };
import payments from '../../payments/messages/mr.json' with { type: 'json' };
import outbox from '../../outbox/messages/mr.json' with { type: 'json' };
import messaging from '../../messaging/messages/mr.json' with { type: 'json' };
import audit from '../../audit/messages/mr.json' with { type: 'json' };
import peopleSearch from '../../people-search/messages/mr.json' with { type: 'json' };
import staff from '../../staff/messages/mr.json' with { type: 'json' };
import tournaments from '../../tournaments/messages/mr.json' with { type: 'json' };

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
