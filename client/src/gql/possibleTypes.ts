
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "MutationAcceptBoardInviteByTokenResult": [
      "DomainError",
      "MutationAcceptBoardInviteByTokenSuccess"
    ],
    "MutationArchiveBoardResult": [
      "DomainError",
      "MutationArchiveBoardSuccess"
    ],
    "MutationBlockUserResult": [
      "DomainError",
      "MutationBlockUserSuccess"
    ],
    "MutationChangePasswordResult": [
      "DomainError",
      "MutationChangePasswordSuccess"
    ],
    "MutationConnectAccountResult": [
      "DomainError",
      "MutationConnectAccountSuccess"
    ],
    "MutationCreateBoardResult": [
      "DomainError",
      "MutationCreateBoardSuccess"
    ],
    "MutationCreatePinResult": [
      "DomainError",
      "MutationCreatePinSuccess"
    ],
    "MutationCreateSectionResult": [
      "DomainError",
      "MutationCreateSectionSuccess"
    ],
    "MutationDeleteBoardResult": [
      "DomainError",
      "MutationDeleteBoardSuccess"
    ],
    "MutationDeletePinResult": [
      "DomainError",
      "MutationDeletePinSuccess"
    ],
    "MutationDeleteSectionResult": [
      "DomainError",
      "MutationDeleteSectionSuccess"
    ],
    "MutationDisconnectAccountResult": [
      "DomainError",
      "MutationDisconnectAccountSuccess"
    ],
    "MutationFollowBoardResult": [
      "DomainError",
      "MutationFollowBoardSuccess"
    ],
    "MutationFollowUserResult": [
      "DomainError",
      "MutationFollowUserSuccess"
    ],
    "MutationInviteCollaboratorsResult": [
      "DomainError",
      "MutationInviteCollaboratorsSuccess"
    ],
    "MutationLogInResult": [
      "DomainError",
      "MutationLogInSuccess"
    ],
    "MutationMarkBoardSavedToResult": [
      "DomainError",
      "MutationMarkBoardSavedToSuccess"
    ],
    "MutationMovePinsResult": [
      "DomainError",
      "MutationMovePinsSuccess"
    ],
    "MutationRegisterImageUrlResult": [
      "DomainError",
      "MutationRegisterImageUrlSuccess"
    ],
    "MutationRegisterUploadResult": [
      "DomainError",
      "MutationRegisterUploadSuccess"
    ],
    "MutationRemoveCollaboratorResult": [
      "DomainError",
      "MutationRemoveCollaboratorSuccess"
    ],
    "MutationRenameSectionResult": [
      "DomainError",
      "MutationRenameSectionSuccess"
    ],
    "MutationReorderSectionsResult": [
      "DomainError",
      "MutationReorderSectionsSuccess"
    ],
    "MutationResetPasswordResult": [
      "DomainError",
      "MutationResetPasswordSuccess"
    ],
    "MutationRespondToBoardInviteResult": [
      "DomainError",
      "MutationRespondToBoardInviteSuccess"
    ],
    "MutationSavePinResult": [
      "DomainError",
      "MutationSavePinSuccess"
    ],
    "MutationSetUserStateResult": [
      "DomainError",
      "MutationSetUserStateSuccess"
    ],
    "MutationSignUpResult": [
      "DomainError",
      "MutationSignUpSuccess"
    ],
    "MutationTrackEventResult": [
      "DomainError",
      "MutationTrackEventSuccess"
    ],
    "MutationUnblockUserResult": [
      "DomainError",
      "MutationUnblockUserSuccess"
    ],
    "MutationUnfollowBoardResult": [
      "DomainError",
      "MutationUnfollowBoardSuccess"
    ],
    "MutationUnfollowUserResult": [
      "DomainError",
      "MutationUnfollowUserSuccess"
    ],
    "MutationUpdateBoardResult": [
      "DomainError",
      "MutationUpdateBoardSuccess"
    ],
    "MutationUpdatePinResult": [
      "DomainError",
      "MutationUpdatePinSuccess"
    ],
    "MutationUpdateUserSettingsResult": [
      "DomainError",
      "MutationUpdateUserSettingsSuccess"
    ],
    "Node": [
      "Board",
      "BoardSection",
      "Pin",
      "User"
    ],
    "QueryLinkCheckResult": [
      "DomainError",
      "QueryLinkCheckSuccess"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "MutationAcceptBoardInviteByTokenResult": [
      "DomainError",
      "MutationAcceptBoardInviteByTokenSuccess"
    ],
    "MutationArchiveBoardResult": [
      "DomainError",
      "MutationArchiveBoardSuccess"
    ],
    "MutationBlockUserResult": [
      "DomainError",
      "MutationBlockUserSuccess"
    ],
    "MutationChangePasswordResult": [
      "DomainError",
      "MutationChangePasswordSuccess"
    ],
    "MutationConnectAccountResult": [
      "DomainError",
      "MutationConnectAccountSuccess"
    ],
    "MutationCreateBoardResult": [
      "DomainError",
      "MutationCreateBoardSuccess"
    ],
    "MutationCreatePinResult": [
      "DomainError",
      "MutationCreatePinSuccess"
    ],
    "MutationCreateSectionResult": [
      "DomainError",
      "MutationCreateSectionSuccess"
    ],
    "MutationDeleteBoardResult": [
      "DomainError",
      "MutationDeleteBoardSuccess"
    ],
    "MutationDeletePinResult": [
      "DomainError",
      "MutationDeletePinSuccess"
    ],
    "MutationDeleteSectionResult": [
      "DomainError",
      "MutationDeleteSectionSuccess"
    ],
    "MutationDisconnectAccountResult": [
      "DomainError",
      "MutationDisconnectAccountSuccess"
    ],
    "MutationFollowBoardResult": [
      "DomainError",
      "MutationFollowBoardSuccess"
    ],
    "MutationFollowUserResult": [
      "DomainError",
      "MutationFollowUserSuccess"
    ],
    "MutationInviteCollaboratorsResult": [
      "DomainError",
      "MutationInviteCollaboratorsSuccess"
    ],
    "MutationLogInResult": [
      "DomainError",
      "MutationLogInSuccess"
    ],
    "MutationMarkBoardSavedToResult": [
      "DomainError",
      "MutationMarkBoardSavedToSuccess"
    ],
    "MutationMovePinsResult": [
      "DomainError",
      "MutationMovePinsSuccess"
    ],
    "MutationRegisterImageUrlResult": [
      "DomainError",
      "MutationRegisterImageUrlSuccess"
    ],
    "MutationRegisterUploadResult": [
      "DomainError",
      "MutationRegisterUploadSuccess"
    ],
    "MutationRemoveCollaboratorResult": [
      "DomainError",
      "MutationRemoveCollaboratorSuccess"
    ],
    "MutationRenameSectionResult": [
      "DomainError",
      "MutationRenameSectionSuccess"
    ],
    "MutationReorderSectionsResult": [
      "DomainError",
      "MutationReorderSectionsSuccess"
    ],
    "MutationResetPasswordResult": [
      "DomainError",
      "MutationResetPasswordSuccess"
    ],
    "MutationRespondToBoardInviteResult": [
      "DomainError",
      "MutationRespondToBoardInviteSuccess"
    ],
    "MutationSavePinResult": [
      "DomainError",
      "MutationSavePinSuccess"
    ],
    "MutationSetUserStateResult": [
      "DomainError",
      "MutationSetUserStateSuccess"
    ],
    "MutationSignUpResult": [
      "DomainError",
      "MutationSignUpSuccess"
    ],
    "MutationTrackEventResult": [
      "DomainError",
      "MutationTrackEventSuccess"
    ],
    "MutationUnblockUserResult": [
      "DomainError",
      "MutationUnblockUserSuccess"
    ],
    "MutationUnfollowBoardResult": [
      "DomainError",
      "MutationUnfollowBoardSuccess"
    ],
    "MutationUnfollowUserResult": [
      "DomainError",
      "MutationUnfollowUserSuccess"
    ],
    "MutationUpdateBoardResult": [
      "DomainError",
      "MutationUpdateBoardSuccess"
    ],
    "MutationUpdatePinResult": [
      "DomainError",
      "MutationUpdatePinSuccess"
    ],
    "MutationUpdateUserSettingsResult": [
      "DomainError",
      "MutationUpdateUserSettingsSuccess"
    ],
    "Node": [
      "Board",
      "BoardSection",
      "Pin",
      "User"
    ],
    "QueryLinkCheckResult": [
      "DomainError",
      "QueryLinkCheckSuccess"
    ]
  }
};
      export default result;
    