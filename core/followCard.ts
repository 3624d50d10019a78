/**
 * The pin-saved confirmation offers to follow the link domain's official user only to
 * signed-in viewers who are not that user and do not follow them yet.
 */
export function shouldOfferFollowCard(
  viewer: { isAuth: boolean },
  user: { isViewer: boolean; followedByMe: boolean },
) {
  return viewer.isAuth && !user.isViewer && !user.followedByMe;
}
