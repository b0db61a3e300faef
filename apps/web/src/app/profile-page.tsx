import type { ReactNode } from 'react';
import { ClassesSection } from '../features/classes/account/classes-section.tsx';
import ViewProfilePage from '../features/families/account/view-profile-page.tsx';
import { MessageConsentsSection } from '../features/messages/account/message-consents-section.tsx';
import { RanksSection } from '../features/ranks/account/ranks-section.tsx';
import CompetitionsSection from '../features/tournaments/account/competitions-section.tsx';

/**
 * /fighter/viewprofile: the family's profile with the sections other features draw on it (a feature never imports
 * another), in one chunk as before: a profile shows its belt and classes at once, with its details.
 */
export default function ProfilePage({ fees }: { fees?: ReactNode }) {
  return (
    <ViewProfilePage
      ranksSection={(fighter) => <RanksSection fighterId={fighter.id} />}
      competitionsSection={(fighter) => <CompetitionsSection fighterId={fighter.id} />}
      classesSection={(fighter) => <ClassesSection fighterId={fighter.id} name={fighter.fullName} />}
      fees={fees}
      messages={<MessageConsentsSection />}
    />
  );
}
