/**
 * Generated from the API document (/api/openapi.json) by openapi-typescript: do not edit by hand.
 * Regenerate with `npm run openapi:types` (api/src/openapi/generate-client-types.ts) after a route or contract
 * schema changes; api/src/openapi/api-client.test.ts fails while this file is stale.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the API process is up
         * @description Answers without touching the database: GET /ready also checks the database.
         *
         *     Access: public, no sign-in needed.
         */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the API can reach its database
         * @description Answers 503 (code NOT_READY) while the database does not answer.
         *
         *     Access: public, no sign-in needed.
         */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Answers a bearer token for the Authorization header. A wrong email and a wrong password answer alike (401), repeated failures per account and address answer 429 with Retry-After, and an expired password answers 307 (PASSWORD_EXPIRED) to start the change-password flow. With passwordChangeRequired true, calls that need a session answer 403 (PASSWORD_CHANGE_REQUIRED), except /auth/me, until /auth/change-password succeeds.
         *
         *     Access: public, no sign-in needed.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user with their roles and privileges
         * @description Answers also while a password change is required, so the client can show only that screen.
         *
         *     Access: any signed-in user, also one who must change their password first.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign out: end the session of the bearer token
         * @description A GET, as the original client calls it. A missing or stale token signs out without an error.
         *
         *     Access: public, no sign-in needed.
         */
        get: operations["signOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a new account
         * @description Refused (403) while sign-up is switched off (ALLOW_SIGNUP). An address already registered gets the same answer, so the answer reveals nothing; its owner is told by mail instead.
         *
         *     Access: public, no sign-in needed.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a password reset link by email
         * @description A GET with the email in the query, as the original client calls it. Answers the same message at once for any address, known or not; the mail is sent afterwards.
         *
         *     Access: public, no sign-in needed.
         */
        get: operations["requestPasswordReset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token of a reset mail
         * @description The token is used once; the user's sessions end. An unknown or used token answers 400.
         *
         *     Access: public, no sign-in needed.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Say whether a new password is too common
         * @description The password rules beside a new-password field ask as the user types: common is true for a password the server would refuse as too common (one of the 10,000 most used, dressed up or not). Stores and logs nothing.
         *
         *     Access: public, no sign-in needed.
         */
        post: operations["checkPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password, or set it with a reset token
         * @description With passwordResetTokenId it sets the password like /auth/reset-password. Otherwise the caller proves the current password: the signed-in user, or without a session (an expired password) the account named by email, which then gets a new accessToken. The user's other sessions end.
         *
         *     Access: public, no sign-in needed.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-controls/update-password/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Assign a temporary password to a staff member
         * @description The user must change it at their next sign-in and their sessions end. The optional email must be the user's.
         *
         *     Access: the UPDATE privilege on user and the role rule 'assignTemporaryPassword'; records outside the user's school scope answer 404.
         */
        patch: operations["assignTemporaryPassword"];
        trace?: never;
    };
    "/api/lov": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the lists of values
         * @description Lists of values are shared by every school.
         *
         *     Access: the READ privilege on lov; records outside the user's school scope answer 404.
         */
        get: operations["listListsOfValues"];
        put?: never;
        /**
         * Create a list of values
         * @description The name is unique (409).
         *
         *     Access: the CREATE privilege on lov; records outside the user's school scope answer 404.
         */
        post: operations["createListOfValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lov/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a list of values with its items
         * @description Access: the READ privilege on lov; records outside the user's school scope answer 404.
         */
        get: operations["getListOfValues"];
        /**
         * Update a list of values and its items
         * @description Existing items keep their name and value (only their status may change) and items without an id are appended. The version read is required: 409 when the list changed since.
         *
         *     Access: the UPDATE privilege on lov; records outside the user's school scope answer 404.
         */
        put: operations["updateListOfValues"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate a list of values
         * @description A version given must be the current one (409 otherwise).
         *
         *     Access: the DELETE privilege on lov; records outside the user's school scope answer 404.
         */
        patch: operations["changeListOfValuesStatus"];
        trace?: never;
    };
    "/api/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List schools
         * @description A user whose roles all apply to one school sees only their own school.
         *
         *     Access: the READ privilege on school; records outside the user's school scope answer 404.
         */
        get: operations["listSchools"];
        put?: never;
        /**
         * Create a school
         * @description The school code is unique (409) and the affiliated board must be an active value of the list 'Affiliated Board'. A user limited to one school cannot add schools (403).
         *
         *     Access: the CREATE privilege on school; records outside the user's school scope answer 404.
         */
        post: operations["createSchool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a school with its classes
         * @description Access: the READ privilege on school; records outside the user's school scope answer 404.
         */
        get: operations["getSchool"];
        /**
         * Update a school
         * @description schoolName, campus and schoolCode are locked: the body repeats them unchanged (400 otherwise). The version read is required (409 when the school changed since). A COMPLETED school may be changed only by a System Administrator or an Administrator.
         *
         *     Access: the UPDATE privilege on school; records outside the user's school scope answer 404.
         */
        put: operations["updateSchool"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate a school
         * @description A version given must be the current one (409 otherwise). A COMPLETED school may be changed only by a System Administrator or an Administrator.
         *
         *     Access: the DELETE privilege on school; records outside the user's school scope answer 404.
         */
        patch: operations["changeSchoolStatus"];
        trace?: never;
    };
    "/api/schools/sync/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tell whether Sync With Valai is configured
         * @description The screen disables Sync With Valai, and says why, when it is not.
         *
         *     Access: the READ privilege on school; records outside the user's school scope answer 404.
         */
        get: operations["getSchoolSyncStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync a school from the external school information system
         * @description Sync With Valai: reads the school by its code from SIS_SYNC_URL and upserts the school, its classes, sections, subjects and staff in one transaction; a second run changes nothing. A code not known yet also needs CREATE on school; 503 when no sync is configured, 502 when the external system fails.
         *
         *     Access: the UPDATE privilege on school; records outside the user's school scope answer 404.
         */
        post: operations["syncSchool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List policies
         * @description A user limited to one school sees only that school's policies.
         *
         *     Access: the READ privilege on school; records outside the user's school scope answer 404.
         */
        get: operations["listPolicies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a policy
         * @description Access: the READ privilege on school; records outside the user's school scope answer 404.
         */
        get: operations["getPolicy"];
        /**
         * Update a policy
         * @description The version read is required (409 when the policy changed since). The same name in the same school and academic year is a duplicate (409).
         *
         *     Access: the UPDATE privilege on school; records outside the user's school scope answer 404.
         */
        put: operations["updatePolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate a policy
         * @description A version given must be the current one (409 otherwise).
         *
         *     Access: the DELETE privilege on school; records outside the user's school scope answer 404.
         */
        patch: operations["changePolicyStatus"];
        trace?: never;
    };
    "/api/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a policy
         * @description The school must be visible to the user and the class, if any, one of its classes (400 otherwise). The same name in the same school and academic year is a duplicate (409).
         *
         *     Access: the CREATE privilege on school; records outside the user's school scope answer 404.
         */
        post: operations["createPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/observation-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List observation registers
         * @description The observation registry is shared by every school.
         *
         *     Access: the READ privilege on observationregister; records outside the user's school scope answer 404.
         */
        get: operations["listObservationRegisters"];
        put?: never;
        /**
         * Create an observation register
         * @description The name is unique (409). Every observation is new: ids sent along (a copied entry) are ignored; a missing sortOrder is the observation's position.
         *
         *     Access: the CREATE privilege on observationregister; records outside the user's school scope answer 404.
         */
        post: operations["createObservationRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/observation-register/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an observation register with its grades and observations
         * @description Access: the READ privilege on observationregister; records outside the user's school scope answer 404.
         */
        get: operations["getObservationRegister"];
        /**
         * Update an observation register and its observations
         * @description The observations are replaced: kept by id, added without one, removed when left out; an observation sent without tags keeps its stored ones (the original client strips them). The version read is required (409 when the register changed since).
         *
         *     Access: the UPDATE privilege on observationregister; records outside the user's school scope answer 404.
         */
        put: operations["updateObservationRegister"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate an observation register
         * @description A version given must be the current one (409 otherwise).
         *
         *     Access: the DELETE privilege on observationregister; records outside the user's school scope answer 404.
         */
        patch: operations["changeObservationRegisterStatus"];
        trace?: never;
    };
    "/api/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List classes
         * @description A user limited to one school sees only that school's classes.
         *
         *     Access: the READ privilege on class; records outside the user's school scope answer 404.
         */
        get: operations["listClasses"];
        put?: never;
        /**
         * Create a class in a school
         * @description The class name is unique within its school (409).
         *
         *     Access: the CREATE privilege on class; records outside the user's school scope answer 404.
         */
        post: operations["createClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a class with its subjects and sections
         * @description Subjects and sections of every status are listed; the counts count the ACTIVE ones.
         *
         *     Access: the READ privilege on class; records outside the user's school scope answer 404.
         */
        get: operations["getClass"];
        /**
         * Rename a class
         * @description Only the name changes: a class keeps its school. The name is unique within the school (409).
         *
         *     Access: the UPDATE privilege on class; records outside the user's school scope answer 404.
         */
        put: operations["updateClass"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate a class
         * @description A version given must be the current one (409 otherwise).
         *
         *     Access: the DELETE privilege on class; records outside the user's school scope answer 404.
         */
        patch: operations["changeClassStatus"];
        trace?: never;
    };
    "/api/class-sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List class sections
         * @description A user limited to one school sees only that school's sections.
         *
         *     Access: the READ privilege on classsection; records outside the user's school scope answer 404.
         */
        get: operations["listClassSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-sections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a class section
         * @description Access: the READ privilege on classsection; records outside the user's school scope answer 404.
         */
        get: operations["getClassSection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate a class section
         * @description A version given must be the current one (409 otherwise).
         *
         *     Access: the DELETE privilege on classsection; records outside the user's school scope answer 404.
         */
        patch: operations["changeClassSectionStatus"];
        trace?: never;
    };
    "/api/classes/{id}/class-sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a class section's capacity or class teacher
         * @description The path id is the class and the body's id the section. School, class and section name are kept; a field left out keeps its value, null clears it.
         *
         *     Access: the UPDATE privilege on classsection; records outside the user's school scope answer 404.
         */
        put: operations["updateClassSection"];
        /**
         * Add a section to a class
         * @description The path id is the class. The section name is unique within the class (409) and the class teacher must be an ACTIVE user of the class's school.
         *
         *     Access: the CREATE privilege on classsection; records outside the user's school scope answer 404.
         */
        post: operations["createClassSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subjects
         * @description A user limited to one school sees only that school's subjects.
         *
         *     Access: the READ privilege on subject; records outside the user's school scope answer 404.
         */
        get: operations["listSubjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a subject
         * @description Access: the READ privilege on subject; records outside the user's school scope answer 404.
         */
        get: operations["getSubject"];
        /**
         * Update a subject
         * @description The subject's name and value are unique within its class (409).
         *
         *     Access: the UPDATE privilege on subject; records outside the user's school scope answer 404.
         */
        put: operations["updateSubject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate a subject
         * @description A version given must be the current one (409 otherwise).
         *
         *     Access: the DELETE privilege on subject; records outside the user's school scope answer 404.
         */
        patch: operations["changeSubjectStatus"];
        trace?: never;
    };
    "/api/classes/{id}/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a subject to a class
         * @description The path id is the class (a grade in the body must be the same). The subject's name and value are unique within the class (409).
         *
         *     Access: the CREATE privilege on subject; records outside the user's school scope answer 404.
         */
        post: operations["createSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teacher/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List which teacher teaches which subject in a section
         * @description Access: the READ privilege on classsection; records outside the user's school scope answer 404.
         */
        get: operations["listSectionTeacherAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teacher/subjects/{sectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a section's teacher assignments (Manage Teachers)
         * @description The body is the section's whole list and replaces what it had, in one transaction. Every subject must be one of the section's class and every teacher an ACTIVE user of its school, else 400 naming the row and nothing changes.
         *
         *     Access: the UPDATE privilege on classsection; records outside the user's school scope answer 404.
         */
        post: operations["replaceSectionTeacherAssignments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the class import CSV template
         * @description Access: the CREATE privilege on class; records outside the user's school scope answer 404.
         */
        get: operations["downloadClassImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a class CSV against a school's classes without writing
         * @description Says per row what importing would do, and which rows have errors.
         *
         *     Access: the CREATE privilege on class; records outside the user's school scope answer 404.
         */
        post: operations["previewClassImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a class CSV into a school's classes, sections and subjects
         * @description Checks the file again and writes its valid rows in one transaction; rows with errors are skipped and reported.
         *
         *     Access: the CREATE privilege on class; records outside the user's school scope answer 404.
         */
        post: operations["importClasses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff members
         * @description A user limited to one school sees only that school's staff.
         *
         *     Access: the READ privilege on user; records outside the user's school scope answer 404.
         */
        get: operations["listStaffMembers"];
        put?: never;
        /**
         * Create a staff member
         * @description The email is unique (409). The school must be one the user sees (400 otherwise); without one, a school-limited user's new staff join their own school.
         *
         *     Access: the CREATE privilege on user; records outside the user's school scope answer 404.
         */
        post: operations["createStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the staff list as CSV
         * @description The same search, filters, order and school scope as GET /users, streamed. Columns: firstName, lastName, email, mobile, designation, userType, schoolCode, school, roles, status, onboardingDate, experienceInMonths.
         *
         *     Access: the READ privilege on user; records outside the user's school scope answer 404.
         */
        get: operations["exportStaffMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up active staff of a school for teacher pickers
         * @description Answers only the id, email and full name of each.
         *
         *     Access: the READ privilege on teacher; records outside the user's school scope answer 404.
         */
        get: operations["lookUpStaffMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a staff member with their roles and teaching assignments
         * @description Access: the READ privilege on user; records outside the user's school scope answer 404.
         */
        get: operations["getStaffMember"];
        /**
         * Update a staff member
         * @description The email stays as stored; a move to another school drops the role scopes on the old school's classes. The version read is required (409 when the user changed since).
         *
         *     Access: the UPDATE privilege on user; records outside the user's school scope answer 404.
         */
        put: operations["updateStaffMember"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate a staff member
         * @description Deactivation ends the user's sessions. Nobody deactivates themself, nor the last active System Administrator (400). A version given must be the current one (409 otherwise).
         *
         *     Access: the DELETE privilege on user; records outside the user's school scope answer 404.
         */
        patch: operations["changeStaffMemberStatus"];
        trace?: never;
    };
    "/api/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a teacher's new password (Change Password dialog)
         * @description The teacher's sessions end. The spec does not show this call: the path is this project's choice.
         *
         *     Access: the UPDATE privilege on user and the role rule 'changeTeacherPassword'; records outside the user's school scope answer 404.
         */
        patch: operations["changeStaffMemberPassword"];
        trace?: never;
    };
    "/api/users/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the grade and subject scope of a staff member's role
         * @description The user must hold the role (404 otherwise); the scope rules are those of adding a role.
         *
         *     Access: the UPDATE privilege on user; records outside the user's school scope answer 404.
         */
        put: operations["updateStaffMemberRole"];
        /**
         * Give a staff member a role, with its grade and subject scope
         * @description The role must be ACTIVE and not held yet (409). Grades only for a role with isGradesApplicable, subjects only with isSubjectApplicable, each of the user's school; every problem is answered together.
         *
         *     Access: the CREATE privilege on user; records outside the user's school scope answer 404.
         */
        post: operations["addStaffMemberRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a role and its scope away from a staff member
         * @description The last active System Administrator keeps that role (400).
         *
         *     Access: the UPDATE privilege on user; records outside the user's school scope answer 404.
         */
        delete: operations["removeStaffMemberRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the staff import CSV template
         * @description Access: the CREATE privilege on user; records outside the user's school scope answer 404.
         */
        get: operations["downloadStaffImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a staff CSV without writing
         * @description Validates every row against the file and the database and says what importing would do: create, update (the changed columns) or skip.
         *
         *     Access: the CREATE privilege on user; records outside the user's school scope answer 404.
         */
        post: operations["previewStaffImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a staff CSV
         * @description Checks again, then writes every valid row in one transaction, matched by email so a re-run creates nobody. Existing staff keep their password; new staff with a password must change it at sign-in, those without one set it through Forgot Password.
         *
         *     Access: the CREATE privilege on user; records outside the user's school scope answer 404.
         */
        post: operations["importStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles with their privileges
         * @description Roles are shared by every school.
         *
         *     Access: the READ privilege on role; records outside the user's school scope answer 404.
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role with its privileges and scope flags
         * @description The name is unique (409). A Create, Update or Delete privilege brings the Read of its entity, and isGlobal clears the other scope flags. A user limited to one school cannot create a role for every school (403).
         *
         *     Access: the CREATE privilege on role; records outside the user's school scope answer 404.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a role with its privileges
         * @description Access: the READ privilege on role; records outside the user's school scope answer 404.
         */
        get: operations["getRole"];
        /**
         * Update a role, its scope flags and its privileges
         * @description Privileges left out keep the stored set. Built-in roles keep their name and the System Administrator role every privilege (400); a user limited to one school cannot change a role for every school or one they hold (403). Holders get the change on their next call.
         *
         *     Access: the UPDATE privilege on role; records outside the user's school scope answer 404.
         */
        put: operations["updateRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate or deactivate a role
         * @description The System Administrator role stays active (400). A version given must be the current one (409 otherwise).
         *
         *     Access: the DELETE privilege on role; records outside the user's school scope answer 404.
         */
        patch: operations["changeRoleStatus"];
        trace?: never;
    };
    "/api/privileges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the privileges a role can hold
         * @description Access: the READ privilege on role; records outside the user's school scope answer 404.
         */
        get: operations["listPrivileges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plan-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the planning settings
         * @description Access: any signed-in user.
         */
        get: operations["getPlanSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/annual-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List annual plans
         * @description Access: the READ privilege on annualplan; records outside the user's school scope answer 404.
         */
        get: operations["listAnnualPlans"];
        put?: never;
        /**
         * Create an annual plan with its tier plans, topics and sub topics
         * @description The school is required for the classes of the setting SCHOOL_SPECIFIC_CLASSES (VI, VII, VIII) and ignored for the others. A second plan for the same class, subject, annual period (and school) that is not INACTIVE is refused with 409, its message naming the existing plan.
         *
         *     Access: the CREATE privilege on annualplan; records outside the user's school scope answer 404.
         */
        post: operations["createAnnualPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/annual-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an annual plan with its tier plans, topics and sub topics
         * @description Access: the READ privilege on annualplan; records outside the user's school scope answer 404.
         */
        get: operations["getAnnualPlan"];
        /**
         * Update an annual plan and its tier plans, topics and sub topics
         * @description Tier plans, topics and sub topics without id are added, with id changed, with deleted: true removed; the annual period, class, subject and school are kept whatever is sent. A COMPLETED plan may be changed only by Administrator or System Administrator (403), an INACTIVE one by nobody (409).
         *
         *     Access: the UPDATE privilege on annualplan; records outside the user's school scope answer 404.
         */
        put: operations["updateAnnualPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Submit, resume, deactivate or activate an annual plan
         * @description status=COMPLETED submits the plan and its tier plans (UPDATE; a COMPLETED plan is submitted again only by Administrator or System Administrator). status=INACTIVE deactivates it (DELETE). status=ACTIVE activates an INACTIVE plan (DELETE; 409 when another live plan has its class, subject, period and school) or resumes a COMPLETED one with its tier plans (UPDATE, Administrator or System Administrator). A transition the status does not allow is 409.
         *
         *     Access: the READ privilege on annualplan; records outside the user's school scope answer 404.
         */
        patch: operations["changeAnnualPlanStatus"];
        trace?: never;
    };
    "/api/annual-plans/duplicate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Duplicate an annual plan into another annual period
         * @description A new ACTIVE plan with the source's tier plans, topics and sub topics, every date moved by the whole years between the two periods; unit and lesson plans are not copied. The period must be one of the list of values 'Annual Period' (400); 409 when it already has a plan for the class, subject (and school).
         *
         *     Access: the CREATE privilege on annualplan; records outside the user's school scope answer 404.
         */
        patch: operations["duplicateAnnualPlan"];
        trace?: never;
    };
    "/api/tier-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tier plans
         * @description Access: the READ privilege on annualplan; records outside the user's school scope answer 404.
         */
        get: operations["listTierPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tier-plan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tier plan with its topics and unit plans
         * @description Access: the READ privilege on annualplan; records outside the user's school scope answer 404.
         */
        get: operations["getTierPlan"];
        /**
         * Update a tier plan, its topics and its unit plans
         * @description The tier's own fields need UPDATE on annualplan (a COMPLETED tier: Administrator or System Administrator); a new unit plan CREATE on unitplan; a changed one UPDATE on unitplan (a COMPLETED one: Administrator, Inspire Us-Core or System Administrator); a removed one (deleted: true) DELETE on unitplan, refused with 409 when it or one of its lesson plans is COMPLETED. Unit plans and topics sent back unchanged are left alone; everything saves in one transaction.
         *
         *     Access: the READ privilege on annualplan; records outside the user's school scope answer 404.
         */
        put: operations["updateTierPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List unit plans
         * @description Access: the READ privilege on unitplan; records outside the user's school scope answer 404.
         */
        get: operations["listUnitPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan/outstanding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the outstanding unit plans of the dashboard
         * @description The unit plans whose end date has passed and that are not COMPLETED, the longest overdue first; plans under an INACTIVE annual plan are left out. role=TEACHER (or, without role, a user holding Teacher and no planning role) gets only the plans the user is a consent teacher of, any other role every plan the user may see.
         *
         *     Access: the READ privilege on unitplan; records outside the user's school scope answer 404.
         */
        get: operations["listOutstandingUnitPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the upcoming unit plans of the dashboard
         * @description The unit plans that start today or within the next 14 days, the soonest first; plans under an INACTIVE annual plan are left out. role=TEACHER (or, without role, a user holding Teacher and no planning role) gets only the plans the user is a consent teacher of, any other role every plan the user may see.
         *
         *     Access: the READ privilege on unitplan; records outside the user's school scope answer 404.
         */
        get: operations["listUpcomingUnitPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a unit plan in a tier plan
         * @description Refused under an INACTIVE annual plan (409). The dates must lie within the tier plan, the name must be new in the tier and the topics the tier's own (400). The consent list starts with the subject teachers of the annual plan's class, subject and school, unticked.
         *
         *     Access: the CREATE privilege on unitplan; records outside the user's school scope answer 404.
         */
        post: operations["createUnitPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a unit plan with its lesson plans and consents
         * @description When the plan's consents or the user's lessons are in several schools (a network-wide plan), it lists those of one school (`school`, else the user's own, else the first by name: `shownSchool`) and says how many schools there are (GET /unit-plan/{id}/schools lists them); the consent counts, consentsComplete and lessonPlanCount are of the whole plan.
         *
         *     Access: the READ privilege on unitplan; records outside the user's school scope answer 404.
         */
        get: operations["getUnitPlan"];
        put?: never;
        post?: never;
        /**
         * Delete a unit plan with its lesson plans
         * @description Refused with 409 when the unit plan or one of its lesson plans is COMPLETED, or its annual plan is INACTIVE.
         *
         *     Access: the DELETE privilege on unitplan; records outside the user's school scope answer 404.
         */
        delete: operations["deleteUnitPlan"];
        options?: never;
        head?: never;
        /**
         * Submit or resume a unit plan
         * @description status=COMPLETED submits an ACTIVE unit plan: needs UPDATE on unitplan, a user who signs the plan or holds System Administrator, Administrator, Inspire Us-Core or Coordinator (403 otherwise), every consent given (409 otherwise) and its stored form complete by the check of its Save and Submit (400 naming the steps left, fieldErrors by field). status=ACTIVE resumes a COMPLETED one: UPDATE and one of the roles System Administrator, Administrator or Inspire Us-Core (403 otherwise). Unit plans are not deactivated (INACTIVE is 409), a plan under an INACTIVE annual plan is read-only (409) and a stale version is 409.
         *
         *     Access: the UPDATE privilege on unitplan; records outside the user's school scope answer 404.
         */
        patch: operations["changeUnitPlanStatus"];
        trace?: never;
    };
    "/api/unit-plan/{id}/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the schools a unit plan spans, with their consent and lesson counts
         * @description The schools of the plan's consents (by the teacher's school) and of the lesson plans the user sees, by school name, a page at a time; `name` finds a school by name or code. GET /unit-plan/{id}?school= lists one of them. 404 when the user does not see the unit plan.
         *
         *     Access: the READ privilege on unitplan; records outside the user's school scope answer 404.
         */
        get: operations["listUnitPlanSchools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan/{id}/lesson-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add, change or remove the lesson plans of a unit plan
         * @description A lesson plan without id is added (CREATE on lessonplan, only once the unit plan is COMPLETED, 409 before); one with id is changed (UPDATE; a COMPLETED one: System Administrator, Administrator, Inspire Us-Core or Coordinator); one with deleted: true is removed (DELETE, refused with 409 when COMPLETED). Lesson plans not sent are left alone; everything saves in one transaction guarded by the unit plan's version.
         *
         *     Access: the READ privilege on lessonplan; records outside the user's school scope answer 404.
         */
        put: operations["saveUnitPlanLessonPlans"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List lesson plans
         * @description Access: the READ privilege on lessonplan; records outside the user's school scope answer 404.
         */
        get: operations["listLessonPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson-plan/outstanding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the outstanding lesson plans of the dashboard
         * @description The lesson plans whose end date has passed and that are not COMPLETED, the longest overdue first; plans under an INACTIVE annual plan are left out. role=TEACHER (or, without role, a user holding Teacher and no planning role) gets only the plans the user is a consent teacher of, any other role every plan the user may see.
         *
         *     Access: the READ privilege on lessonplan; records outside the user's school scope answer 404.
         */
        get: operations["listOutstandingLessonPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson-plan/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the upcoming lesson plans of the dashboard
         * @description The lesson plans that start today or within the next 14 days, the soonest first; plans under an INACTIVE annual plan are left out. role=TEACHER (or, without role, a user holding Teacher and no planning role) gets only the plans the user is a consent teacher of, any other role every plan the user may see.
         *
         *     Access: the READ privilege on lessonplan; records outside the user's school scope answer 404.
         */
        get: operations["listUpcomingLessonPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson-plan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a lesson plan with its sub units and consents
         * @description Access: the READ privilege on lessonplan; records outside the user's school scope answer 404.
         */
        get: operations["getLessonPlan"];
        /**
         * Update a lesson plan, its consents and its form
         * @description Name, dates (within the unit plan's) and sub units (the unit plan's, by name); school, unit plan and status are kept. A COMPLETED plan is changed only by System Administrator, Administrator, Inspire Us-Core or Coordinator (403), any plan only by a user who signs it or holds one of those roles (403); consent changes follow the consent rules of PUT /lesson-plan/{id}/consents and lessonPlanForm those of the lesson plan form, all in one transaction.
         *
         *     Access: the UPDATE privilege on lessonplan; records outside the user's school scope answer 404.
         */
        put: operations["updateLessonPlan"];
        post?: never;
        /**
         * Delete a lesson plan
         * @description Refused with 409 when the lesson plan is COMPLETED or its annual plan INACTIVE.
         *
         *     Access: the DELETE privilege on lessonplan; records outside the user's school scope answer 404.
         */
        delete: operations["deleteLessonPlan"];
        options?: never;
        head?: never;
        /**
         * Submit or resume a lesson plan
         * @description status=COMPLETED submits an ACTIVE lesson plan: needs UPDATE on lessonplan, a user who signs the plan or holds System Administrator, Administrator, Inspire Us-Core or Coordinator (403 otherwise), every consent given (409 otherwise) and its stored form complete by the check of its Save and Submit (400 naming the steps left, fieldErrors by field). status=ACTIVE resumes a COMPLETED one: UPDATE and one of the roles System Administrator, Administrator, Inspire Us-Core or Coordinator (403 otherwise). Lesson plans are not deactivated (INACTIVE is 409), a plan under an INACTIVE annual plan is read-only (409) and a stale version is 409.
         *
         *     Access: the UPDATE privilege on lessonplan; records outside the user's school scope answer 404.
         */
        patch: operations["changeLessonPlanStatus"];
        trace?: never;
    };
    "/api/unit-plan/{id}/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give or withdraw consents on a unit plan
         * @description A consent teacher may change only their own consent; Inspire Us-Core, Administrator and System Administrator may change every one (403 otherwise). An entry left as it is counts as no change, an e-mail not in the consent list is 400, and no consent changes on a COMPLETED plan or one under an INACTIVE annual plan (409).
         *
         *     Access: the READ privilege on unitplan; records outside the user's school scope answer 404.
         */
        put: operations["updateUnitPlanConsents"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson-plan/{id}/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give or withdraw consents on a lesson plan
         * @description A consent teacher may change only their own consent; Inspire Us-Core, Administrator, System Administrator, Inspire Us-Mentors and Coordinator may change every one (403 otherwise). An entry left as it is counts as no change, an e-mail not in the consent list is 400, and no consent changes on a COMPLETED plan or one under an INACTIVE annual plan (409).
         *
         *     Access: the READ privilege on lessonplan; records outside the user's school scope answer 404.
         */
        put: operations["updateLessonPlanConsents"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tier-plan/refresh-consents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refresh the consent lists of the unit plans of a tier plan
         * @description Each unit plan's consent list is brought up to date with today's subject teachers: a teacher still assigned keeps their tick, a new one is added unticked, one no longer assigned leaves. The role rule is System Administrator, Administrator or Inspire Us-Core; refused under an INACTIVE annual plan (409).
         *
         *     Access: the UPDATE privilege on unitplan and the role rule 'refreshTierConsents'; records outside the user's school scope answer 404.
         */
        get: operations["refreshTierPlanConsents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan/refresh-consents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Refresh the consent lists of the lesson plans of a unit plan
         * @description Each lesson plan's consent list (of the lesson plans the user sees) is brought up to date with today's subject teachers of its school, the ticks of teachers still assigned kept. The role rule is System Administrator, Administrator, Inspire Us-Core or Coordinator; refused under an INACTIVE annual plan (409).
         *
         *     Access: the UPDATE privilege on lessonplan and the role rule 'refreshLessonConsents'; records outside the user's school scope answer 404.
         */
        get: operations["refreshUnitPlanConsents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan/{id}/unit-plan-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the form of a unit plan
         * @description Access: the READ privilege on unitplanform; records outside the user's school scope answer 404.
         */
        get: operations["getUnitPlanForm"];
        /**
         * Save, submit or resume the form of a unit plan
         * @description Replaces the whole form: a field left out is emptied. status equal to the plan's saves (a COMPLETED plan only for System Administrator, Administrator or Inspire Us-Core); COMPLETED on an ACTIVE plan saves and submits it (400 naming each required field left empty, 403 without UPDATE on unitplan, 409 while a consent is missing); ACTIVE on a COMPLETED plan resumes it. Only a user who signs the plan, or holds System Administrator, Administrator, Inspire Us-Core or Coordinator, saves, submits or resumes it (403). An INACTIVE plan, or one under an INACTIVE annual plan, is read-only (409); a stale version is 409.
         *
         *     Access: the UPDATE privilege on unitplanform; records outside the user's school scope answer 404.
         */
        put: operations["saveUnitPlanForm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson-plan/{id}/lesson-plan-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the form of a lesson plan
         * @description Access: the READ privilege on lessonplanform; records outside the user's school scope answer 404.
         */
        get: operations["getLessonPlanForm"];
        /**
         * Save, submit or resume the form of a lesson plan
         * @description Replaces the whole form: a field left out is emptied. status equal to the plan's saves (a COMPLETED plan only for Coordinator, Administrator or Inspire Us-Core); COMPLETED on an ACTIVE plan saves and submits it (400 naming each required field left empty, by the PRECLASS steps for a pre-primary lesson, 403 without UPDATE on lessonplan, 409 while a consent is missing); ACTIVE on a COMPLETED plan resumes it. Only a user who signs the plan, or holds System Administrator, Administrator, Inspire Us-Core or Coordinator, saves, submits or resumes it (403). An INACTIVE plan, or one under an INACTIVE annual plan, is read-only (409); a stale version is 409.
         *
         *     Access: the UPDATE privilege on lessonplanform; records outside the user's school scope answer 404.
         */
        put: operations["saveLessonPlanForm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan/{id}/teacher-reflections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the teacher reflections of a unit plan and its lesson plans
         * @description The unit plan's reflection and those of its lesson plans the user sees (with READ on lessonplanform), newest first.
         *
         *     Access: the READ privilege on unitplanform; records outside the user's school scope answer 404.
         */
        get: operations["listUnitPlanTeacherReflections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson-plan/{id}/teacher-reflections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the teacher reflection of a lesson plan
         * @description Access: the READ privilege on lessonplanform; records outside the user's school scope answer 404.
         */
        get: operations["listLessonPlanTeacherReflections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plan-form-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the lists of values the plan forms offer
         * @description The ACTIVE items of 'Formative Assessment', 'Teaching Strategies' and 'Introduction Activities', sorted by name ignoring case, for whoever reads a plan form: teachers may not read the lists of values themselves, so the forms read their lists here.
         *
         *     Access: the READ privilege on unitplanform or the READ privilege on lessonplanform.
         */
        get: operations["getPlanFormOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/annual-plans/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an annual plan as a PDF
         * @description Its header (school, class, subject, period, dates, status, who created and last updated it), its tier plans with their topics, sub topics and unit plans, as an attachment named <school code or LWS>_<class without spaces>_annual.pdf.
         *
         *     Access: the READ privilege on annualplan; records outside the user's school scope answer 404.
         */
        get: operations["downloadAnnualPlanPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-plan/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a unit plan as a PDF
         * @description Its header, every step of the unit plan form with its answers (only with READ on unitplanform, otherwise one line says so) and its consents with who gave them and when, as an attachment named <school code or LWS>_<class without spaces>_unit.pdf.
         *
         *     Access: the READ privilege on unitplan; records outside the user's school scope answer 404.
         */
        get: operations["downloadUnitPlanPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lesson-plan/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a lesson plan as a PDF
         * @description Its header, the steps of the lesson plan form (the PRECLASS steps for a pre-primary lesson; only with READ on lessonplanform, otherwise one line says so) and its consents with who gave them and when, as an attachment named <school code or LWS>_<class without spaces>_lesson.pdf.
         *
         *     Access: the READ privilege on lessonplan; records outside the user's school scope answer 404.
         */
        get: operations["downloadLessonPlanPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-configurations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List goal configurations
         * @description Every configuration, whole (one per setter role), by the setter role's name. The original client calls the path with a trailing slash (/goal-configurations/): both answer.
         *
         *     Access: the READ privilege on goalconfiguration; records outside the user's school scope answer 404.
         */
        get: operations["listGoalConfigurations"];
        put?: never;
        /**
         * Configure who reviews and approves the goals of a setter role
         * @description Takes either shape of the spec (role objects or role ids). Every role must be ACTIVE, at least one reviewer role, the setter role not among its reviewers (400); one configuration per setter role (409). The original client calls the path with a trailing slash (/goal-configurations/): both answer.
         *
         *     Access: the CREATE privilege on goalconfiguration; records outside the user's school scope answer 404.
         */
        post: operations["createGoalConfiguration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-configurations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a goal configuration
         * @description Access: the READ privilege on goalconfiguration; records outside the user's school scope answer 404.
         */
        get: operations["getGoalConfiguration"];
        /**
         * Update a goal configuration
         * @description The reviewer roles are replaced by the set sent. 409 for a stale version or a setter role that already has a configuration.
         *
         *     Access: the UPDATE privilege on goalconfiguration; records outside the user's school scope answer 404.
         */
        put: operations["updateGoalConfiguration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-timeline-configurations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List goal timelines
         * @description Every timeline, whole (one per annual period), the newest period first. The original client calls the path with a trailing slash (/goal-timeline-configurations/): both answer.
         *
         *     Access: the READ privilege on goalconfiguration; records outside the user's school scope answer 404.
         */
        get: operations["listGoalTimelines"];
        put?: never;
        /**
         * Create the goal timeline of an annual period
         * @description The period is an ACTIVE item of 'Annual Period'; each window ends after it starts, inside the period, the review not before the setup (400 beside each date at fault); one timeline per period (409). The original client calls the path with a trailing slash (/goal-timeline-configurations/): both answer.
         *
         *     Access: the CREATE privilege on goalconfiguration; records outside the user's school scope answer 404.
         */
        post: operations["createGoalTimeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-timeline-configurations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a goal timeline
         * @description Access: the READ privilege on goalconfiguration; records outside the user's school scope answer 404.
         */
        get: operations["getGoalTimeline"];
        /**
         * Update a goal timeline (how a window is extended)
         * @description The feedback frequencies are replaced by the list sent. A timeline that keeps its period may be saved after that period was retired from the list; 409 for a stale version or a period that has a timeline.
         *
         *     Access: the UPDATE privilege on goalconfiguration; records outside the user's school scope answer 404.
         */
        put: operations["updateGoalTimeline"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the goal library
         * @description For whoever sets or reads goals: the 18 fixed items of Learning, Teaching and Leadership goals, by SortOrder.
         *
         *     Access: the READ privilege on goalsetting or the READ privilege on goalsettingform.
         */
        get: operations["listGoalLibraryItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-setting-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your own goal settings
         * @description Only the signed-in user's own settings, the newest annual period first.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["listGoalSettings"];
        put?: never;
        /**
         * Start a goal setting for one of your roles and an annual period
         * @description The role must be one of the user's own ACTIVE roles with a goal configuration and the period an ACTIVE item of 'Annual Period' (400); one setting per user, role and period, and only while the period's goal setup window is open (409).
         *
         *     Access: the CREATE privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        post: operations["createGoalSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-setting-form/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a goal setting with its goals, windows and abilities
         * @description Visible to the setter and to the reviewers and approvers of its configuration; anyone else gets 404. `abilities` and `yearAbilities` say what the signed-in user may do now.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["getGoalSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Submit the goals for review, or save the learnings (without status)
         * @description The setter only (403). With status=SENT_FOR_REVIEW (any other status 409): from Goal Setup or Reassessment Required, in the setup window, with at least one goal and weights totalling 100; it opens the review. Without status: saves the learnings, from Reviewed until the final review is signed off.
         *
         *     Access: the UPDATE privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        patch: operations["submitGoalSetting"];
        trace?: never;
    };
    "/api/goal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a goal to a goal setting
         * @description The setter only (403 for a reviewer), while the setting is in Goal Setup or Reassessment Required and the setup window is open (409). Appended after the last goal; at most 20 goals (409). With libraryItemId the evidence is the library item's, and its unit when none is given.
         *
         *     Access: the CREATE privilege on goalsetting; records outside the user's school scope answer 404.
         */
        post: operations["createGoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a goal
         * @description The setter only (403 for a reviewer), while the setting is in Goal Setup or Reassessment Required and the setup window is open (409). The goal stays in its setting.
         *
         *     Access: the UPDATE privilege on goalsetting; records outside the user's school scope answer 404.
         */
        put: operations["updateGoal"];
        post?: never;
        /**
         * Delete a goal
         * @description The setter only (403 for a reviewer), while the setting is in Goal Setup or Reassessment Required and the setup window is open (409).
         *
         *     Access: the UPDATE privilege on goalsetting; records outside the user's school scope answer 404.
         */
        delete: operations["deleteGoal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-setting-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the goal reviews of others you review
         * @description Others' reviews the user reviews or commented on, and, from Peer Review Completed, those the user approves; pending first, then the most recently changed.
         *
         *     Access: the READ privilege on goalsettingreview; records outside the user's school scope answer 404.
         */
        get: operations["listGoalReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-setting-review/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a goal review with the goals it reviews
         * @description Visible to the setter, the reviewers and approvers of its configuration and whoever commented on it; anyone else gets 404.
         *
         *     Access: the READ privilege on goalsettingreview; records outside the user's school scope answer 404.
         */
        get: operations["getGoalReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve the goals or send them back for reassessment, with a comment
         * @description A reviewer of the setting only (403), while the review is Review Pending and its window is open (409; of two reviewers deciding at once, one gets 409). Sending back sets the setting to Reassessment Required, approving sets it to Reviewed.
         *
         *     Access: the UPDATE privilege on goalsettingreview; records outside the user's school scope answer 404.
         */
        patch: operations["decideGoalReview"];
        trace?: never;
    };
    "/api/review-comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a comment to a goal review
         * @description Labelled with the review state unless reviewState is given.
         *
         *     Access: the READ privilege on goalsettingform or the READ privilege on goalsettingreview. On the record: only the setter of the review's goal setting with the READ privilege on goalsettingform, or a reviewer of that setting with the READ privilege on goalsettingreview (403 otherwise).
         */
        post: operations["createReviewComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a PDF evidence for a goal
         * @description multipart/form-data: `evidenceMetadata` (JSON {comment, goalId}) and `file` (a PDF: its bytes start with %PDF-, without JavaScript or launch actions; 413 above EVIDENCE_MAX_MB). The setter only (403), from Reviewed until Peer Review Completed (409); at most EVIDENCE_MAX_FILES_PER_GOAL files per goal (409) and EVIDENCE_MAX_TOTAL_MB of the setter's evidence per period (413); at most two uploads of a user at once (429).
         *
         *     Access: the UPDATE privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        post: operations["uploadGoalEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal/evidence/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an evidence with its PDF in base64
         * @description The setter, the setting's reviewers and approvers, and global administrators read it; anyone else gets 404.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["getGoalEvidence"];
        put?: never;
        post?: never;
        /**
         * Remove an evidence
         * @description The setter only (403), while uploads are allowed and no self feedback was submitted since the upload (409).
         *
         *     Access: the UPDATE privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        delete: operations["deleteGoalEvidence"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal/evidence/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an evidence's PDF, shown inline
         * @description The setter, the setting's reviewers and approvers, and global administrators read it; anyone else gets 404. Sent sandboxed (Content-Security-Policy) and not cached.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["downloadGoalEvidenceFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-feedback/peer-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the peer feedback you were asked for
         * @description Waiting ones first; `name` searches the setter's name or email.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["listPeerFeedbackRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-feedback/{id}/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the self feedback of a goal setting, one per feedback frequency
         * @description `id` is the goal setting's. Made on first read, in the order of the period's timeline; 409 before the goals are reviewed. Visible to the setter, its reviewers and approvers (404 otherwise).
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["listSelfFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-feedback/{id}/peer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the peer feedback of a goal setting
         * @description `id` is the goal setting's. The setter gets one anonymous entry per frequency (averages of the submitted ratings); reviewers and approvers every peer feedback by name. A peer gets 404 here and reads theirs with GET /goal-feedback/peer/{id}.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["listPeerFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-feedback/{id}/peer-candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the colleagues who may be asked for peer feedback
         * @description `id` is the goal setting's. For its reviewers: the ACTIVE users of the setting's school other than the setter and its reviewers, by name.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["listPeerCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save or submit your self feedback
         * @description The setter only (403), inside the self feedback window of its frequency and before it is submitted (409). State SELF_FEEDBACK_SUBMITTED submits (every goal rated, 400 otherwise); anything else saves and keeps the state. The original client calls /goal-feedback/ (trailing slash): both answer.
         *
         *     Access: the UPDATE privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        put: operations["saveGoalFeedback"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-feedback/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Comment on a feedback, or decide on it as a reviewer
         * @description Without state, a comment: the setter (on self feedback), reviewers, approvers or the asked peer. With state, a reviewer decision that needs UPDATE on goalsettingreview: self feedback is sent back (SELF_REASSESSMENT_REQUIRED) or accepted (SUBMIT_PEER_FEEDBACK), peer feedback sent back (PEER_REASSESSMENT_REQUIRED) or accepted (FEEDBACK_COMPLETED); sending back needs a comment.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        put: operations["commentOnGoalFeedback"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-feedback/peer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a colleague for peer feedback on a frequency
         * @description A reviewer of the setting (403), once that frequency's self feedback is accepted (409). The peer is an ACTIVE colleague of the setting's school, neither the setter nor a reviewer (400); each peer once and at most 5 per frequency (409).
         *
         *     Access: the UPDATE privilege on goalsettingreview; records outside the user's school scope answer 404.
         */
        post: operations["requestPeerFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-feedback/peer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a peer feedback
         * @description The asked peer, the setting's reviewers and approvers (404 otherwise); the setter sees peers only anonymously, through GET /goal-feedback/{id}/peer.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["getPeerFeedback"];
        /**
         * Save or submit a peer feedback you were asked for
         * @description The asked peer only (403), inside the peer feedback window of its frequency and before it is submitted (409). State PEER_FEEDBACK_SUBMITTED submits (every goal rated); anything else saves.
         *
         *     Access: the UPDATE privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        put: operations["savePeerFeedback"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-setting-form/{id}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the year's score and final review of a goal setting
         * @description Only accepted ratings count. Visible to the setter, its reviewers and approvers (404 otherwise); the setter sees the lines from Peer Review Completed and the final review once it is signed off.
         *
         *     Access: the READ privilege on goalsettingform; records outside the user's school scope answer 404.
         */
        get: operations["getGoalScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-setting-review/{id}/final-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Write or rewrite the final review of a goal year
         * @description A reviewer of the setting (403), from Peer Review Completed until the sign-off (409). An overall rating that differs from the proposed score needs an adjustmentReason (400).
         *
         *     Access: the UPDATE privilege on goalsettingreview; records outside the user's school scope answer 404.
         */
        put: operations["writeFinalReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goal-setting-review/{id}/sign-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sign off the final review
         * @description A holder of the configuration's goal approver role (403), when the setting is Peer Review Completed and the final review is written (409). Setting and review become Final Review Completed.
         *
         *     Access: the UPDATE privilege on goalsettingreview; records outside the user's school scope answer 404.
         */
        patch: operations["signOffFinalReview"];
        trace?: never;
    };
    "/api/goal-setting-review/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Close the goal year of a signed-off goal setting
         * @description A holder of the configuration's review approver role (403), from Final Review Completed (409). The setting becomes Completed; the review stays Final Review Completed.
         *
         *     Access: the UPDATE privilege on goalsettingreview; records outside the user's school scope answer 404.
         */
        patch: operations["closeGoalYear"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            message: string;
            code?: string;
            fieldErrors?: {
                [key: string]: string[];
            };
            requestId?: string;
        };
    };
    responses: {
        /** @description The password has expired: the user changes it (POST /api/auth/change-password) before signing in (code PASSWORD_EXPIRED). */
        PasswordExpired: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request broke a rule: fieldErrors names each field and its rules (code VALIDATION). */
        BadRequest: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No bearer token, or its session has ended or expired: sign in again. On the sign-in and password calls: the credentials or the link were refused. */
        Unauthorized: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The signed-in user lacks the privilege or role the operation needs, or must change their password first (code PASSWORD_CHANGE_REQUIRED). */
        Forbidden: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such record, or one the signed-in user may not see (the two are not told apart). */
        NotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The record changed since it was read (code STALE_VERSION: read it again), it already exists (DUPLICATE), or its workflow state does not allow this step now. */
        Conflict: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is larger than the server accepts (2 MB; an evidence file: EVIDENCE_MAX_MB). */
        PayloadTooLarge: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is not of a type the operation reads (JSON, or a multipart form). */
        UnsupportedMediaType: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many requests from this user or address: wait the seconds Retry-After gives. */
        TooManyRequests: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description An unexpected failure; requestId identifies it in the server log. */
        ServerError: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The external system the operation calls failed or answered something unreadable. */
        BadGateway: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The external system the operation calls is not configured or not reachable. */
        ServiceUnavailable: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description How many requests the caller may make in the current window (a minute). */
        "RateLimit-Limit": number;
        /** @description How many requests the caller has left in the current window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the current window ends. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before the next request. */
        "Retry-After": number;
        /** @description The calling page's origin, only when it is one of the server's CORS_ALLOWED_ORIGINS (none by default: browsers then refuse cross-origin calls). */
        "Access-Control-Allow-Origin": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                        passwordChangeRequired: boolean;
                    };
                };
            };
            307: components["responses"]["PasswordExpired"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        email: string;
                        firstName: string;
                        lastName: string;
                        fullName: string;
                        designation: string | null;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        } | null;
                        roles: {
                            /** Format: int64 */
                            roleId: number;
                            name: string;
                        }[];
                        passwordChangeRequired: boolean;
                        limitedToSchool: boolean;
                        privileges: {
                            unitplan?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            observationregister?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            subject?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            user?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            teacher?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            lessonplan?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            goalsetting?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            class?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            annualplan?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            classsection?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            school?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            lov?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            role?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            unitplanform?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            lessonplanform?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            goalsettingform?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            goalsettingreview?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                            goalconfiguration?: {
                                READ: boolean;
                                CREATE: boolean;
                                UPDATE: boolean;
                                DELETE: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    email: string;
                    password: string & (string);
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    passwordResetTokenId: string;
                    newPassword: string & (string);
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        common: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    currentPassword?: string;
                    newPassword: string & (string);
                    confirmPassword: string;
                    passwordResetTokenId?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        accessToken?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    assignTemporaryPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    password: string & (string);
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listListsOfValues: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                sort?: "name" | "newest" | "status";
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            description: string | null;
                            status: string;
                            items: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                value: string;
                                status: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createListOfValues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    items?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        value: string;
                        /**
                         * @default ACTIVE
                         * @enum {string}
                         */
                        status?: "ACTIVE" | "INACTIVE";
                    }[];
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        description: string | null;
                        status: string;
                        items: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            status: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getListOfValues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        description: string | null;
                        status: string;
                        items: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            status: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateListOfValues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    items?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        value: string;
                        /**
                         * @default ACTIVE
                         * @enum {string}
                         */
                        status?: "ACTIVE" | "INACTIVE";
                    }[];
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        description: string | null;
                        status: string;
                        items: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            status: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeListOfValuesStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        description: string | null;
                        status: string;
                        items: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            status: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSchools: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                sort?: "name" | "newest" | "status";
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            schoolName: string;
                            campus: string;
                            schoolCampus: string;
                            schoolCode: string;
                            affiliatedBoard: string | null;
                            affiliatedBoardName: string | null;
                            /** Format: int64 */
                            establishedYear: number | null;
                            pointOfContact: string | null;
                            email: string | null;
                            websiteLink: string | null;
                            address: string | null;
                            phoneNumber: string | null;
                            status: string;
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createSchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    schoolName: string;
                    campus: string;
                    schoolCode: string;
                    affiliatedBoard?: string | null;
                    /** Format: int64 */
                    establishedYear?: number | null;
                    pointOfContact?: string | null;
                    email?: string | null;
                    websiteLink?: string | null;
                    address?: string | null;
                    phoneNumber?: string | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        schoolName: string;
                        campus: string;
                        schoolCampus: string;
                        schoolCode: string;
                        affiliatedBoard: string | null;
                        affiliatedBoardName: string | null;
                        /** Format: int64 */
                        establishedYear: number | null;
                        pointOfContact: string | null;
                        email: string | null;
                        websiteLink: string | null;
                        address: string | null;
                        phoneNumber: string | null;
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        classes: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                            status: string;
                            /** Format: int64 */
                            sectionCount: number;
                            /** Format: int64 */
                            subjectCount: number;
                        }[];
                        /** Format: int64 */
                        classCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        schoolName: string;
                        campus: string;
                        schoolCampus: string;
                        schoolCode: string;
                        affiliatedBoard: string | null;
                        affiliatedBoardName: string | null;
                        /** Format: int64 */
                        establishedYear: number | null;
                        pointOfContact: string | null;
                        email: string | null;
                        websiteLink: string | null;
                        address: string | null;
                        phoneNumber: string | null;
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        classes: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                            status: string;
                            /** Format: int64 */
                            sectionCount: number;
                            /** Format: int64 */
                            subjectCount: number;
                        }[];
                        /** Format: int64 */
                        classCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    schoolName: string;
                    campus: string;
                    schoolCode: string;
                    affiliatedBoard?: string | null;
                    /** Format: int64 */
                    establishedYear?: number | null;
                    pointOfContact?: string | null;
                    email?: string | null;
                    websiteLink?: string | null;
                    address?: string | null;
                    phoneNumber?: string | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        schoolName: string;
                        campus: string;
                        schoolCampus: string;
                        schoolCode: string;
                        affiliatedBoard: string | null;
                        affiliatedBoardName: string | null;
                        /** Format: int64 */
                        establishedYear: number | null;
                        pointOfContact: string | null;
                        email: string | null;
                        websiteLink: string | null;
                        address: string | null;
                        phoneNumber: string | null;
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        classes: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                            status: string;
                            /** Format: int64 */
                            sectionCount: number;
                            /** Format: int64 */
                            subjectCount: number;
                        }[];
                        /** Format: int64 */
                        classCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeSchoolStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        schoolName: string;
                        campus: string;
                        schoolCampus: string;
                        schoolCode: string;
                        affiliatedBoard: string | null;
                        affiliatedBoardName: string | null;
                        /** Format: int64 */
                        establishedYear: number | null;
                        pointOfContact: string | null;
                        email: string | null;
                        websiteLink: string | null;
                        address: string | null;
                        phoneNumber: string | null;
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        classes: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                            status: string;
                            /** Format: int64 */
                            sectionCount: number;
                            /** Format: int64 */
                            subjectCount: number;
                        }[];
                        /** Format: int64 */
                        classCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSchoolSyncStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        message: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    syncSchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    schoolCode: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolName: string;
                            campus: string;
                            schoolCampus: string;
                            schoolCode: string;
                            affiliatedBoard: string | null;
                            affiliatedBoardName: string | null;
                            /** Format: int64 */
                            establishedYear: number | null;
                            pointOfContact: string | null;
                            email: string | null;
                            websiteLink: string | null;
                            address: string | null;
                            phoneNumber: string | null;
                            status: string;
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        };
                        summary: {
                            school: {
                                /** Format: int64 */
                                created: number;
                                /** Format: int64 */
                                updated: number;
                            };
                            classes: {
                                /** Format: int64 */
                                created: number;
                                /** Format: int64 */
                                updated: number;
                            };
                            sections: {
                                /** Format: int64 */
                                created: number;
                                /** Format: int64 */
                                updated: number;
                            };
                            subjects: {
                                /** Format: int64 */
                                created: number;
                                /** Format: int64 */
                                updated: number;
                            };
                            staff: {
                                /** Format: int64 */
                                created: number;
                                /** Format: int64 */
                                updated: number;
                            };
                        };
                        warnings: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPolicies: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                sort?: "name" | "newest" | "status";
                schoolCode?: string;
                category?: "hr" | "admin" | "marketing" | "academic" | "admissions" | "it";
                academicYear?: string;
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            policyName: string;
                            category: string;
                            academicYear: string;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            class: {
                                /** Format: int64 */
                                id: number;
                                className: string;
                            } | null;
                            status: string;
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        policyName: string;
                        category: string;
                        academicYear: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        class: {
                            /** Format: int64 */
                            id: number;
                            className: string;
                        } | null;
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    policyName: string;
                    /** @enum {string} */
                    category: "hr" | "admin" | "marketing" | "academic" | "admissions" | "it";
                    academicYear: string;
                    school: {
                        /** Format: int32 */
                        id: number;
                    };
                    class?: {
                        /** Format: int32 */
                        id: number;
                    } | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        policyName: string;
                        category: string;
                        academicYear: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        class: {
                            /** Format: int64 */
                            id: number;
                            className: string;
                        } | null;
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changePolicyStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        policyName: string;
                        category: string;
                        academicYear: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        class: {
                            /** Format: int64 */
                            id: number;
                            className: string;
                        } | null;
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    policyName: string;
                    /** @enum {string} */
                    category: "hr" | "admin" | "marketing" | "academic" | "admissions" | "it";
                    academicYear: string;
                    school: {
                        /** Format: int32 */
                        id: number;
                    };
                    class?: {
                        /** Format: int32 */
                        id: number;
                    } | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        policyName: string;
                        category: string;
                        academicYear: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        class: {
                            /** Format: int64 */
                            id: number;
                            className: string;
                        } | null;
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listObservationRegisters: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                sort?: "name" | "newest" | "status";
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            grades: {
                                className: string;
                            }[];
                            observations: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                tagList: string[];
                                learningOutcomes: {
                                    name: string;
                                    tag: string | null;
                                }[];
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            status: string;
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createObservationRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default [] */
                    grades?: {
                        className: string;
                    }[];
                    observations?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        tagList?: string[];
                        learningOutcomes?: {
                            name: string;
                            tag?: string | null;
                        }[];
                        /** Format: int32 */
                        sortOrder?: number;
                    }[];
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        grades: {
                            className: string;
                        }[];
                        observations: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            tagList: string[];
                            learningOutcomes: {
                                name: string;
                                tag: string | null;
                            }[];
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getObservationRegister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        grades: {
                            className: string;
                        }[];
                        observations: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            tagList: string[];
                            learningOutcomes: {
                                name: string;
                                tag: string | null;
                            }[];
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateObservationRegister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default [] */
                    grades?: {
                        className: string;
                    }[];
                    observations?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        tagList?: string[];
                        learningOutcomes?: {
                            name: string;
                            tag?: string | null;
                        }[];
                        /** Format: int32 */
                        sortOrder?: number;
                    }[];
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        grades: {
                            className: string;
                        }[];
                        observations: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            tagList: string[];
                            learningOutcomes: {
                                name: string;
                                tag: string | null;
                            }[];
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeObservationRegisterStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        grades: {
                            className: string;
                        }[];
                        observations: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            tagList: string[];
                            learningOutcomes: {
                                name: string;
                                tag: string | null;
                            }[];
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listClasses: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                sort?: "name" | "newest" | "status";
                schoolCode?: string;
                schoolId?: number;
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                            className: string;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            status: string;
                            /** Format: int64 */
                            sectionCount: number;
                            /** Format: int64 */
                            subjectCount: number;
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createClass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gradeName: string;
                    /** Format: int32 */
                    school: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        gradeName: string;
                        className: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        status: string;
                        /** Format: int64 */
                        sectionCount: number;
                        /** Format: int64 */
                        subjectCount: number;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        subjects: {
                            /** Format: int64 */
                            id: number;
                            subjectName: string;
                            subjectValue: string;
                            subjectType: string;
                            status: string;
                        }[];
                        sections: {
                            /** Format: int64 */
                            id: number;
                            sectionName: string;
                            section: string;
                            /** Format: int64 */
                            capacity: number | null;
                            classTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                fullName: string;
                            } | null;
                            status: string;
                        }[];
                        curriculumContext: {
                            gradeName: string;
                            subjectName: string;
                            subjectValue: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        gradeName: string;
                        className: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        status: string;
                        /** Format: int64 */
                        sectionCount: number;
                        /** Format: int64 */
                        subjectCount: number;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        subjects: {
                            /** Format: int64 */
                            id: number;
                            subjectName: string;
                            subjectValue: string;
                            subjectType: string;
                            status: string;
                        }[];
                        sections: {
                            /** Format: int64 */
                            id: number;
                            sectionName: string;
                            section: string;
                            /** Format: int64 */
                            capacity: number | null;
                            classTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                fullName: string;
                            } | null;
                            status: string;
                        }[];
                        curriculumContext: {
                            gradeName: string;
                            subjectName: string;
                            subjectValue: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gradeName: string;
                    /** Format: int32 */
                    school?: number;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        gradeName: string;
                        className: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        status: string;
                        /** Format: int64 */
                        sectionCount: number;
                        /** Format: int64 */
                        subjectCount: number;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        subjects: {
                            /** Format: int64 */
                            id: number;
                            subjectName: string;
                            subjectValue: string;
                            subjectType: string;
                            status: string;
                        }[];
                        sections: {
                            /** Format: int64 */
                            id: number;
                            sectionName: string;
                            section: string;
                            /** Format: int64 */
                            capacity: number | null;
                            classTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                fullName: string;
                            } | null;
                            status: string;
                        }[];
                        curriculumContext: {
                            gradeName: string;
                            subjectName: string;
                            subjectValue: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeClassStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        gradeName: string;
                        className: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        status: string;
                        /** Format: int64 */
                        sectionCount: number;
                        /** Format: int64 */
                        subjectCount: number;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        subjects: {
                            /** Format: int64 */
                            id: number;
                            subjectName: string;
                            subjectValue: string;
                            subjectType: string;
                            status: string;
                        }[];
                        sections: {
                            /** Format: int64 */
                            id: number;
                            sectionName: string;
                            section: string;
                            /** Format: int64 */
                            capacity: number | null;
                            classTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                fullName: string;
                            } | null;
                            status: string;
                        }[];
                        curriculumContext: {
                            gradeName: string;
                            subjectName: string;
                            subjectValue: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listClassSections: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                sort?: "name" | "newest" | "status";
                schoolCode?: string;
                className?: string;
                gradeId?: number;
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            sectionName: string;
                            section: string;
                            /** Format: int64 */
                            capacity: number | null;
                            classTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                fullName: string;
                            } | null;
                            grade: {
                                /** Format: int64 */
                                id: number;
                                gradeName: string;
                            };
                            className: string;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            status: string;
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClassSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        sectionName: string;
                        section: string;
                        /** Format: int64 */
                        capacity: number | null;
                        classTeacher: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            fullName: string;
                        } | null;
                        grade: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                        };
                        className: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeClassSectionStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        sectionName: string;
                        section: string;
                        /** Format: int64 */
                        capacity: number | null;
                        classTeacher: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            fullName: string;
                        } | null;
                        grade: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                        };
                        className: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateClassSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    id: number;
                    /** Format: int32 */
                    grade?: number;
                    sectionName?: string | null;
                    /** Format: int32 */
                    capacity?: number | null;
                    /** Format: int32 */
                    classTeacher?: number | null;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        sectionName: string;
                        section: string;
                        /** Format: int64 */
                        capacity: number | null;
                        classTeacher: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            fullName: string;
                        } | null;
                        grade: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                        };
                        className: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createClassSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    grade?: number;
                    sectionName: string;
                    /** Format: int32 */
                    capacity?: number | null;
                    /** Format: int32 */
                    classTeacher?: number | null;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        sectionName: string;
                        section: string;
                        /** Format: int64 */
                        capacity: number | null;
                        classTeacher: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            fullName: string;
                        } | null;
                        grade: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                        };
                        className: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        status: string;
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSubjects: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                sort?: "name" | "newest" | "status";
                schoolCode?: string;
                className?: string;
                gradeId?: number;
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            subjectName: string;
                            subjectValue: string;
                            subjectType: string;
                            status: string;
                            className: string;
                            grade: {
                                /** Format: int64 */
                                id: number;
                                gradeName: string;
                            };
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            teachers: {
                                /** Format: int64 */
                                id: number;
                                user: {
                                    /** Format: int64 */
                                    id: number;
                                    email: string;
                                    fullName: string;
                                };
                                section: {
                                    /** Format: int64 */
                                    id: number;
                                    section: string;
                                };
                            }[];
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        subjectName: string;
                        subjectValue: string;
                        subjectType: string;
                        status: string;
                        className: string;
                        grade: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        teachers: {
                            /** Format: int64 */
                            id: number;
                            user: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                fullName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subjectName: string;
                    subjectValue: string;
                    /** @enum {string} */
                    subjectType: "COMPULSARY" | "OPTIONAL";
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        subjectName: string;
                        subjectValue: string;
                        subjectType: string;
                        status: string;
                        className: string;
                        grade: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        teachers: {
                            /** Format: int64 */
                            id: number;
                            user: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                fullName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeSubjectStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        subjectName: string;
                        subjectValue: string;
                        subjectType: string;
                        status: string;
                        className: string;
                        grade: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        teachers: {
                            /** Format: int64 */
                            id: number;
                            user: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                fullName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    grade?: number;
                    subjectName: string;
                    subjectValue: string;
                    /** @enum {string} */
                    subjectType: "COMPULSARY" | "OPTIONAL";
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        subjectName: string;
                        subjectValue: string;
                        subjectType: string;
                        status: string;
                        className: string;
                        grade: {
                            /** Format: int64 */
                            id: number;
                            gradeName: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        teachers: {
                            /** Format: int64 */
                            id: number;
                            user: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                fullName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSectionTeacherAssignments: {
        parameters: {
            query: {
                sectionId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        subject: {
                            /** Format: int64 */
                            id: number;
                            subjectName: string;
                        };
                        applicationUser: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            fullName: string;
                        };
                        section: {
                            /** Format: int64 */
                            id: number;
                            section: string;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    replaceSectionTeacherAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sectionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    /** Format: int32 */
                    subject: number;
                    /** Format: int32 */
                    applicationUser: number;
                } | {
                    /** Format: int32 */
                    subjectId: number;
                    /** Format: int32 */
                    userId: number;
                })[];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        subject: {
                            /** Format: int64 */
                            id: number;
                            subjectName: string;
                        };
                        applicationUser: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            fullName: string;
                        };
                        section: {
                            /** Format: int64 */
                            id: number;
                            section: string;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadClassImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The header and an example row */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    previewClassImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    schoolId: number;
                    csv: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            /** Format: int64 */
                            line: number;
                            values: {
                                gradeName?: string;
                                sectionName?: string;
                                capacity?: string;
                                classTeacherEmail?: string;
                                subjectName?: string;
                                subjectValue?: string;
                                subjectType?: string;
                            };
                            errors: string[];
                            /** @enum {string} */
                            action: "create" | "update" | "unchanged";
                        }[];
                        /** Format: int64 */
                        validCount: number;
                        /** Format: int64 */
                        errorCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    importClasses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    schoolId: number;
                    csv: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            /** Format: int64 */
                            line: number;
                            values: {
                                gradeName?: string;
                                sectionName?: string;
                                capacity?: string;
                                classTeacherEmail?: string;
                                subjectName?: string;
                                subjectValue?: string;
                                subjectType?: string;
                            };
                            errors: string[];
                            /** @enum {string} */
                            action: "create" | "update" | "unchanged";
                        }[];
                        /** Format: int64 */
                        validCount: number;
                        /** Format: int64 */
                        errorCount: number;
                        written: {
                            /** Format: int64 */
                            classesCreated: number;
                            /** Format: int64 */
                            sectionsCreated: number;
                            /** Format: int64 */
                            sectionsUpdated: number;
                            /** Format: int64 */
                            subjectsCreated: number;
                            /** Format: int64 */
                            subjectsUpdated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffMembers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                sort?: "name" | "newest" | "status";
                searchKey?: string;
                schoolCode?: string;
                className?: string;
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            firstName: string;
                            lastName: string;
                            fullName: string;
                            email: string;
                            mobile: string | null;
                            designation: string | null;
                            currentAddress: string | null;
                            permanentAddress: string | null;
                            /** Format: int64 */
                            experienceInMonths: number | null;
                            onboardingDate: string | null;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            applicationUserType: string;
                            status: string;
                            roles: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                userId: number;
                                /** Format: int64 */
                                roleId: number;
                                name: string;
                                roleClassXrefs: {
                                    /** Format: int64 */
                                    id: number;
                                    /** Format: int64 */
                                    roleId: number;
                                    className: {
                                        /** Format: int64 */
                                        id: number;
                                        className: string;
                                    };
                                    subjects: {
                                        /** Format: int64 */
                                        id: number;
                                        subjectName: string;
                                    }[];
                                }[];
                            }[];
                            teachingAssignments: {
                                /** Format: int64 */
                                id: number;
                                school: {
                                    schoolName: string;
                                    schoolCode: string;
                                };
                                grade: {
                                    /** Format: int64 */
                                    id: number;
                                    gradeName: string;
                                };
                                section: {
                                    /** Format: int64 */
                                    id: number;
                                    section: string;
                                };
                                subject: {
                                    /** Format: int64 */
                                    id: number;
                                    subjectName: string;
                                };
                            }[];
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    currentAddress?: string | null;
                    permanentAddress?: string | null;
                    mobile?: string | null;
                    designation?: string | null;
                    /** Format: int32 */
                    experienceInMonths?: number | null;
                    /** Format: date */
                    onboardingDate?: string | null;
                    /** Format: int32 */
                    school?: number | null;
                    applicationUserType?: string | null;
                    email: string;
                    rawPassword: string & (string);
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        firstName: string;
                        lastName: string;
                        fullName: string;
                        email: string;
                        mobile: string | null;
                        designation: string | null;
                        currentAddress: string | null;
                        permanentAddress: string | null;
                        /** Format: int64 */
                        experienceInMonths: number | null;
                        onboardingDate: string | null;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        } | null;
                        applicationUserType: string;
                        status: string;
                        roles: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            userId: number;
                            /** Format: int64 */
                            roleId: number;
                            name: string;
                            roleClassXrefs: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                roleId: number;
                                className: {
                                    /** Format: int64 */
                                    id: number;
                                    className: string;
                                };
                                subjects: {
                                    /** Format: int64 */
                                    id: number;
                                    subjectName: string;
                                }[];
                            }[];
                        }[];
                        teachingAssignments: {
                            /** Format: int64 */
                            id: number;
                            school: {
                                schoolName: string;
                                schoolCode: string;
                            };
                            grade: {
                                /** Format: int64 */
                                id: number;
                                gradeName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                            subject: {
                                /** Format: int64 */
                                id: number;
                                subjectName: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    exportStaffMembers: {
        parameters: {
            query?: {
                name?: string;
                sort?: "name" | "newest" | "status";
                searchKey?: string;
                schoolCode?: string;
                className?: string;
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, streamed */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    lookUpStaffMembers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                schoolCode?: string;
                teaching?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            fullName: string;
                            designation: string | null;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        firstName: string;
                        lastName: string;
                        fullName: string;
                        email: string;
                        mobile: string | null;
                        designation: string | null;
                        currentAddress: string | null;
                        permanentAddress: string | null;
                        /** Format: int64 */
                        experienceInMonths: number | null;
                        onboardingDate: string | null;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        } | null;
                        applicationUserType: string;
                        status: string;
                        roles: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            userId: number;
                            /** Format: int64 */
                            roleId: number;
                            name: string;
                            roleClassXrefs: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                roleId: number;
                                className: {
                                    /** Format: int64 */
                                    id: number;
                                    className: string;
                                };
                                subjects: {
                                    /** Format: int64 */
                                    id: number;
                                    subjectName: string;
                                }[];
                            }[];
                        }[];
                        teachingAssignments: {
                            /** Format: int64 */
                            id: number;
                            school: {
                                schoolName: string;
                                schoolCode: string;
                            };
                            grade: {
                                /** Format: int64 */
                                id: number;
                                gradeName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                            subject: {
                                /** Format: int64 */
                                id: number;
                                subjectName: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    currentAddress?: string | null;
                    permanentAddress?: string | null;
                    mobile?: string | null;
                    designation?: string | null;
                    /** Format: int32 */
                    experienceInMonths?: number | null;
                    /** Format: date */
                    onboardingDate?: string | null;
                    /** Format: int32 */
                    school?: number | null;
                    applicationUserType?: string | null;
                    email?: string;
                    status?: string;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        firstName: string;
                        lastName: string;
                        fullName: string;
                        email: string;
                        mobile: string | null;
                        designation: string | null;
                        currentAddress: string | null;
                        permanentAddress: string | null;
                        /** Format: int64 */
                        experienceInMonths: number | null;
                        onboardingDate: string | null;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        } | null;
                        applicationUserType: string;
                        status: string;
                        roles: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            userId: number;
                            /** Format: int64 */
                            roleId: number;
                            name: string;
                            roleClassXrefs: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                roleId: number;
                                className: {
                                    /** Format: int64 */
                                    id: number;
                                    className: string;
                                };
                                subjects: {
                                    /** Format: int64 */
                                    id: number;
                                    subjectName: string;
                                }[];
                            }[];
                        }[];
                        teachingAssignments: {
                            /** Format: int64 */
                            id: number;
                            school: {
                                schoolName: string;
                                schoolCode: string;
                            };
                            grade: {
                                /** Format: int64 */
                                id: number;
                                gradeName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                            subject: {
                                /** Format: int64 */
                                id: number;
                                subjectName: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeStaffMemberStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        firstName: string;
                        lastName: string;
                        fullName: string;
                        email: string;
                        mobile: string | null;
                        designation: string | null;
                        currentAddress: string | null;
                        permanentAddress: string | null;
                        /** Format: int64 */
                        experienceInMonths: number | null;
                        onboardingDate: string | null;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        } | null;
                        applicationUserType: string;
                        status: string;
                        roles: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            userId: number;
                            /** Format: int64 */
                            roleId: number;
                            name: string;
                            roleClassXrefs: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                roleId: number;
                                className: {
                                    /** Format: int64 */
                                    id: number;
                                    className: string;
                                };
                                subjects: {
                                    /** Format: int64 */
                                    id: number;
                                    subjectName: string;
                                }[];
                            }[];
                        }[];
                        teachingAssignments: {
                            /** Format: int64 */
                            id: number;
                            school: {
                                schoolName: string;
                                schoolCode: string;
                            };
                            grade: {
                                /** Format: int64 */
                                id: number;
                                gradeName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                            subject: {
                                /** Format: int64 */
                                id: number;
                                subjectName: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeStaffMemberPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string & (string);
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateStaffMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    roleId: number;
                    roleClassXrefs?: {
                        /** Format: int32 */
                        roleId?: number;
                        className: string | {
                            /** Format: int32 */
                            id?: number;
                            className?: string;
                        };
                        subjects?: {
                            /** Format: int32 */
                            id?: number;
                            subjectName?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        firstName: string;
                        lastName: string;
                        fullName: string;
                        email: string;
                        mobile: string | null;
                        designation: string | null;
                        currentAddress: string | null;
                        permanentAddress: string | null;
                        /** Format: int64 */
                        experienceInMonths: number | null;
                        onboardingDate: string | null;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        } | null;
                        applicationUserType: string;
                        status: string;
                        roles: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            userId: number;
                            /** Format: int64 */
                            roleId: number;
                            name: string;
                            roleClassXrefs: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                roleId: number;
                                className: {
                                    /** Format: int64 */
                                    id: number;
                                    className: string;
                                };
                                subjects: {
                                    /** Format: int64 */
                                    id: number;
                                    subjectName: string;
                                }[];
                            }[];
                        }[];
                        teachingAssignments: {
                            /** Format: int64 */
                            id: number;
                            school: {
                                schoolName: string;
                                schoolCode: string;
                            };
                            grade: {
                                /** Format: int64 */
                                id: number;
                                gradeName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                            subject: {
                                /** Format: int64 */
                                id: number;
                                subjectName: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    addStaffMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    roleId: number;
                    roleClassXrefs?: {
                        /** Format: int32 */
                        roleId?: number;
                        className: string | {
                            /** Format: int32 */
                            id?: number;
                            className?: string;
                        };
                        subjects?: {
                            /** Format: int32 */
                            id?: number;
                            subjectName?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        firstName: string;
                        lastName: string;
                        fullName: string;
                        email: string;
                        mobile: string | null;
                        designation: string | null;
                        currentAddress: string | null;
                        permanentAddress: string | null;
                        /** Format: int64 */
                        experienceInMonths: number | null;
                        onboardingDate: string | null;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        } | null;
                        applicationUserType: string;
                        status: string;
                        roles: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            userId: number;
                            /** Format: int64 */
                            roleId: number;
                            name: string;
                            roleClassXrefs: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                roleId: number;
                                className: {
                                    /** Format: int64 */
                                    id: number;
                                    className: string;
                                };
                                subjects: {
                                    /** Format: int64 */
                                    id: number;
                                    subjectName: string;
                                }[];
                            }[];
                        }[];
                        teachingAssignments: {
                            /** Format: int64 */
                            id: number;
                            school: {
                                schoolName: string;
                                schoolCode: string;
                            };
                            grade: {
                                /** Format: int64 */
                                id: number;
                                gradeName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                            subject: {
                                /** Format: int64 */
                                id: number;
                                subjectName: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    removeStaffMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        firstName: string;
                        lastName: string;
                        fullName: string;
                        email: string;
                        mobile: string | null;
                        designation: string | null;
                        currentAddress: string | null;
                        permanentAddress: string | null;
                        /** Format: int64 */
                        experienceInMonths: number | null;
                        onboardingDate: string | null;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        } | null;
                        applicationUserType: string;
                        status: string;
                        roles: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            userId: number;
                            /** Format: int64 */
                            roleId: number;
                            name: string;
                            roleClassXrefs: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                roleId: number;
                                className: {
                                    /** Format: int64 */
                                    id: number;
                                    className: string;
                                };
                                subjects: {
                                    /** Format: int64 */
                                    id: number;
                                    subjectName: string;
                                }[];
                            }[];
                        }[];
                        teachingAssignments: {
                            /** Format: int64 */
                            id: number;
                            school: {
                                schoolName: string;
                                schoolCode: string;
                            };
                            grade: {
                                /** Format: int64 */
                                id: number;
                                gradeName: string;
                            };
                            section: {
                                /** Format: int64 */
                                id: number;
                                section: string;
                            };
                            subject: {
                                /** Format: int64 */
                                id: number;
                                subjectName: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadStaffImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The header and two example rows */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    previewStaffImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                    /** Format: int32 */
                    schoolId?: number;
                    /** @default false */
                    updateExisting?: boolean;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            /** Format: int64 */
                            line: number;
                            values: {
                                firstName?: string;
                                lastName?: string;
                                email?: string;
                                mobile?: string;
                                designation?: string;
                                schoolCode?: string;
                                roleName?: string;
                                password?: string;
                                userType?: string;
                            };
                            errors: string[];
                            /** @enum {string} */
                            action: "create" | "update" | "unchanged" | "skip";
                            changes: {
                                field: string;
                                before: string;
                                after: string;
                            }[];
                            note: string | null;
                        }[];
                        /** Format: int64 */
                        validCount: number;
                        /** Format: int64 */
                        errorCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    importStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                    /** Format: int32 */
                    schoolId?: number;
                    /** @default false */
                    updateExisting?: boolean;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            /** Format: int64 */
                            line: number;
                            values: {
                                firstName?: string;
                                lastName?: string;
                                email?: string;
                                mobile?: string;
                                designation?: string;
                                schoolCode?: string;
                                roleName?: string;
                                password?: string;
                                userType?: string;
                            };
                            errors: string[];
                            /** @enum {string} */
                            action: "create" | "update" | "unchanged" | "skip";
                            changes: {
                                field: string;
                                before: string;
                                after: string;
                            }[];
                            note: string | null;
                        }[];
                        /** Format: int64 */
                        validCount: number;
                        /** Format: int64 */
                        errorCount: number;
                        written: {
                            /** Format: int64 */
                            created: number;
                            /** Format: int64 */
                            updated: number;
                            /** Format: int64 */
                            unchanged: number;
                            /** Format: int64 */
                            skipped: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                sort?: "name" | "newest" | "status";
                searchKey?: string;
                status?: "ACTIVE" | "INACTIVE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            status: string;
                            isGlobal: boolean;
                            isSchoolApplicable: boolean;
                            isGradesApplicable: boolean;
                            isSubjectApplicable: boolean;
                            rolePrivilegeXrefs: {
                                privilege: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    entityName: string;
                                    privilegeType: string;
                                    status: string;
                                };
                            }[];
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** @default false */
                    isGlobal?: boolean;
                    /** @default false */
                    isSchoolApplicable?: boolean;
                    /** @default false */
                    isGradesApplicable?: boolean;
                    /** @default false */
                    isSubjectApplicable?: boolean;
                    privileges?: {
                        /** @enum {string} */
                        entityName: "unitplan" | "observationregister" | "subject" | "user" | "teacher" | "lessonplan" | "goalsetting" | "class" | "annualplan" | "classsection" | "school" | "lov" | "role" | "unitplanform" | "lessonplanform" | "goalsettingform" | "goalsettingreview" | "goalconfiguration";
                        /** @enum {string} */
                        privilegeType: "READ" | "CREATE" | "UPDATE" | "DELETE";
                    }[];
                    rolePrivilegeXrefs?: {
                        privilege: {
                            /** Format: int32 */
                            id?: number;
                            /** @enum {string} */
                            entityName?: "unitplan" | "observationregister" | "subject" | "user" | "teacher" | "lessonplan" | "goalsetting" | "class" | "annualplan" | "classsection" | "school" | "lov" | "role" | "unitplanform" | "lessonplanform" | "goalsettingform" | "goalsettingreview" | "goalconfiguration";
                            /** @enum {string} */
                            privilegeType?: "READ" | "CREATE" | "UPDATE" | "DELETE";
                        };
                    }[];
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        status: string;
                        isGlobal: boolean;
                        isSchoolApplicable: boolean;
                        isGradesApplicable: boolean;
                        isSubjectApplicable: boolean;
                        rolePrivilegeXrefs: {
                            privilege: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                entityName: string;
                                privilegeType: string;
                                status: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        status: string;
                        isGlobal: boolean;
                        isSchoolApplicable: boolean;
                        isGradesApplicable: boolean;
                        isSubjectApplicable: boolean;
                        rolePrivilegeXrefs: {
                            privilege: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                entityName: string;
                                privilegeType: string;
                                status: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** @default false */
                    isGlobal?: boolean;
                    /** @default false */
                    isSchoolApplicable?: boolean;
                    /** @default false */
                    isGradesApplicable?: boolean;
                    /** @default false */
                    isSubjectApplicable?: boolean;
                    privileges?: {
                        /** @enum {string} */
                        entityName: "unitplan" | "observationregister" | "subject" | "user" | "teacher" | "lessonplan" | "goalsetting" | "class" | "annualplan" | "classsection" | "school" | "lov" | "role" | "unitplanform" | "lessonplanform" | "goalsettingform" | "goalsettingreview" | "goalconfiguration";
                        /** @enum {string} */
                        privilegeType: "READ" | "CREATE" | "UPDATE" | "DELETE";
                    }[];
                    rolePrivilegeXrefs?: {
                        privilege: {
                            /** Format: int32 */
                            id?: number;
                            /** @enum {string} */
                            entityName?: "unitplan" | "observationregister" | "subject" | "user" | "teacher" | "lessonplan" | "goalsetting" | "class" | "annualplan" | "classsection" | "school" | "lov" | "role" | "unitplanform" | "lessonplanform" | "goalsettingform" | "goalsettingreview" | "goalconfiguration";
                            /** @enum {string} */
                            privilegeType?: "READ" | "CREATE" | "UPDATE" | "DELETE";
                        };
                    }[];
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        status: string;
                        isGlobal: boolean;
                        isSchoolApplicable: boolean;
                        isGradesApplicable: boolean;
                        isSubjectApplicable: boolean;
                        rolePrivilegeXrefs: {
                            privilege: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                entityName: string;
                                privilegeType: string;
                                status: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeRoleStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        status: string;
                        isGlobal: boolean;
                        isSchoolApplicable: boolean;
                        isGradesApplicable: boolean;
                        isSubjectApplicable: boolean;
                        rolePrivilegeXrefs: {
                            privilege: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                entityName: string;
                                privilegeType: string;
                                status: string;
                            };
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listPrivileges: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            entityName: string;
                            privilegeType: string;
                            status: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlanSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schoolSpecificClasses: string[];
                        /** Format: int64 */
                        yearStartMonth: number;
                        currentAnnualPeriod: string;
                        preprimaryClasses: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listAnnualPlans: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                annualPeriod?: string;
                status?: "ACTIVE" | "COMPLETED" | "INACTIVE";
                schoolCode?: string;
                gradeName?: string;
                className?: string;
                subject?: string;
                teacher?: string;
                tierPlan?: string;
                unitPlan?: string;
                annualPlanId?: number;
                tierPlanId?: number;
                unitPlanId?: number;
                sort?: "name" | "newest" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            curriculumContext: {
                                school: {
                                    /** Format: int64 */
                                    id: number;
                                    schoolCode: string;
                                    schoolName: string;
                                    campus: string;
                                } | null;
                                gradeName: string;
                                className: string;
                                annualPeriod: string;
                                annualPeriodName: string;
                                subject: {
                                    /** Format: int64 */
                                    id: number | null;
                                    subject: string;
                                };
                                subjectName: string;
                                subjectValue: string;
                            };
                            /** Format: int64 */
                            tierPlanCount: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                submit: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                resume: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                deactivate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                activate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                duplicate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                addChildren: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                refreshConsents: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                consentAll: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                ownConsent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                editContent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createAnnualPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: date */
                    start: string;
                    /** Format: date */
                    end: string;
                    curriculumContext: {
                        school?: {
                            /** Format: int32 */
                            id: number;
                            schoolCode?: string;
                        } | null;
                        gradeName: string;
                        annualPeriod: string;
                        subject: {
                            /** Format: int32 */
                            id: number;
                            subject?: string;
                        };
                        subjectName?: string;
                        subjectValue?: string;
                    };
                    tierPlans?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        value: string;
                        /** Format: date */
                        start: string;
                        /** Format: date */
                        end: string;
                        topics?: {
                            /** Format: int32 */
                            id?: number;
                            name: string;
                            /** Format: int32 */
                            sortOrder: number;
                            subTopics?: {
                                /** Format: int32 */
                                id?: number;
                                name: string;
                                /** Format: int32 */
                                sortOrder: number;
                                deleted?: boolean;
                            }[];
                            deleted?: boolean;
                        }[];
                        deleted?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        tierPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            valueName: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            annualPlanId: number;
                            topics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                topicName: string;
                                /** Format: int64 */
                                sortOrder: number;
                                subTopics: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    subTopicName: string;
                                    /** Format: int64 */
                                    sortOrder: number;
                                    /** Format: int64 */
                                    topicId: number;
                                }[];
                            }[];
                            /** Format: int64 */
                            unitPlanCount: number;
                            /** Format: int64 */
                            version: number;
                        }[];
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAnnualPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        tierPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            valueName: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            annualPlanId: number;
                            topics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                topicName: string;
                                /** Format: int64 */
                                sortOrder: number;
                                subTopics: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    subTopicName: string;
                                    /** Format: int64 */
                                    sortOrder: number;
                                    /** Format: int64 */
                                    topicId: number;
                                }[];
                            }[];
                            /** Format: int64 */
                            unitPlanCount: number;
                            /** Format: int64 */
                            version: number;
                        }[];
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAnnualPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: date */
                    start: string;
                    /** Format: date */
                    end: string;
                    tierPlans?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        value: string;
                        /** Format: date */
                        start: string;
                        /** Format: date */
                        end: string;
                        topics?: {
                            /** Format: int32 */
                            id?: number;
                            name: string;
                            /** Format: int32 */
                            sortOrder: number;
                            subTopics?: {
                                /** Format: int32 */
                                id?: number;
                                name: string;
                                /** Format: int32 */
                                sortOrder: number;
                                deleted?: boolean;
                            }[];
                            deleted?: boolean;
                        }[];
                        deleted?: boolean;
                    }[];
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        tierPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            valueName: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            annualPlanId: number;
                            topics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                topicName: string;
                                /** Format: int64 */
                                sortOrder: number;
                                subTopics: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    subTopicName: string;
                                    /** Format: int64 */
                                    sortOrder: number;
                                    /** Format: int64 */
                                    topicId: number;
                                }[];
                            }[];
                            /** Format: int64 */
                            unitPlanCount: number;
                            /** Format: int64 */
                            version: number;
                        }[];
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeAnnualPlanStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        tierPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            valueName: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            annualPlanId: number;
                            topics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                topicName: string;
                                /** Format: int64 */
                                sortOrder: number;
                                subTopics: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    subTopicName: string;
                                    /** Format: int64 */
                                    sortOrder: number;
                                    /** Format: int64 */
                                    topicId: number;
                                }[];
                            }[];
                            /** Format: int64 */
                            unitPlanCount: number;
                            /** Format: int64 */
                            version: number;
                        }[];
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    duplicateAnnualPlan: {
        parameters: {
            query: {
                annualPeriod: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        tierPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            valueName: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            annualPlanId: number;
                            topics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                topicName: string;
                                /** Format: int64 */
                                sortOrder: number;
                                subTopics: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    subTopicName: string;
                                    /** Format: int64 */
                                    sortOrder: number;
                                    /** Format: int64 */
                                    topicId: number;
                                }[];
                            }[];
                            /** Format: int64 */
                            unitPlanCount: number;
                            /** Format: int64 */
                            version: number;
                        }[];
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listTierPlans: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                annualPeriod?: string;
                status?: "ACTIVE" | "COMPLETED" | "INACTIVE";
                schoolCode?: string;
                gradeName?: string;
                className?: string;
                subject?: string;
                teacher?: string;
                tierPlan?: string;
                unitPlan?: string;
                annualPlanId?: number;
                tierPlanId?: number;
                unitPlanId?: number;
                sort?: "name" | "newest" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            value: string;
                            valueName: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            annualPlanId: number;
                            annualPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            curriculumContext: {
                                school: {
                                    /** Format: int64 */
                                    id: number;
                                    schoolCode: string;
                                    schoolName: string;
                                    campus: string;
                                } | null;
                                gradeName: string;
                                className: string;
                                annualPeriod: string;
                                annualPeriodName: string;
                                subject: {
                                    /** Format: int64 */
                                    id: number | null;
                                    subject: string;
                                };
                                subjectName: string;
                                subjectValue: string;
                            };
                            topics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                topicName: string;
                                /** Format: int64 */
                                sortOrder: number;
                                subTopics: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    subTopicName: string;
                                    /** Format: int64 */
                                    sortOrder: number;
                                    /** Format: int64 */
                                    topicId: number;
                                }[];
                            }[];
                            /** Format: int64 */
                            unitPlanCount: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                submit: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                resume: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                deactivate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                activate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                duplicate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                addChildren: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                refreshConsents: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                consentAll: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                ownConsent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                editContent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTierPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        value: string;
                        valueName: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        annualPlanId: number;
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        topics: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            topicName: string;
                            /** Format: int64 */
                            sortOrder: number;
                            subTopics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                subTopicName: string;
                                /** Format: int64 */
                                sortOrder: number;
                                /** Format: int64 */
                                topicId: number;
                            }[];
                        }[];
                        unitPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            tierPlanId: number;
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            topics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            }[];
                            /** Format: int64 */
                            lessonPlanCount: number;
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateTierPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    value?: string;
                    /** Format: date */
                    start: string;
                    /** Format: date */
                    end: string;
                    topics?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        /** Format: int32 */
                        sortOrder: number;
                        subTopics?: {
                            /** Format: int32 */
                            id?: number;
                            name: string;
                            /** Format: int32 */
                            sortOrder: number;
                            deleted?: boolean;
                        }[];
                        deleted?: boolean;
                    }[];
                    unitPlans?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        /** Format: date */
                        start: string;
                        /** Format: date */
                        end: string;
                        subUnits?: {
                            /** Format: int32 */
                            id?: number;
                            name: string;
                            /** Format: int32 */
                            sortOrder: number;
                            deleted?: boolean;
                        }[];
                        topics?: {
                            /** Format: int32 */
                            id?: number;
                            name?: string;
                        }[];
                        deleted?: boolean;
                        /** Format: int32 */
                        version?: number;
                    }[];
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        value: string;
                        valueName: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        annualPlanId: number;
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        topics: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            topicName: string;
                            /** Format: int64 */
                            sortOrder: number;
                            subTopics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                subTopicName: string;
                                /** Format: int64 */
                                sortOrder: number;
                                /** Format: int64 */
                                topicId: number;
                            }[];
                        }[];
                        unitPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            tierPlanId: number;
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            topics: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            }[];
                            /** Format: int64 */
                            lessonPlanCount: number;
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listUnitPlans: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                annualPeriod?: string;
                status?: "ACTIVE" | "COMPLETED" | "INACTIVE";
                schoolCode?: string;
                gradeName?: string;
                className?: string;
                subject?: string;
                teacher?: string;
                tierPlan?: string;
                unitPlan?: string;
                annualPlanId?: number;
                tierPlanId?: number;
                unitPlanId?: number;
                sort?: "name" | "newest" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            tierPlanId: number;
                            tierPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                                value: string;
                            };
                            annualPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            curriculumContext: {
                                school: {
                                    /** Format: int64 */
                                    id: number;
                                    schoolCode: string;
                                    schoolName: string;
                                    campus: string;
                                } | null;
                                gradeName: string;
                                className: string;
                                annualPeriod: string;
                                annualPeriodName: string;
                                subject: {
                                    /** Format: int64 */
                                    id: number | null;
                                    subject: string;
                                };
                                subjectName: string;
                                subjectValue: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            lessonPlanCount: number;
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                submit: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                resume: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                deactivate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                activate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                duplicate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                addChildren: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                refreshConsents: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                consentAll: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                ownConsent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                editContent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listOutstandingUnitPlans: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                role?: string;
                annualPeriod?: string;
                tierPlanValue?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            tierPlanId: number;
                            tierPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                                value: string;
                            };
                            annualPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            curriculumContext: {
                                school: {
                                    /** Format: int64 */
                                    id: number;
                                    schoolCode: string;
                                    schoolName: string;
                                    campus: string;
                                } | null;
                                gradeName: string;
                                className: string;
                                annualPeriod: string;
                                annualPeriodName: string;
                                subject: {
                                    /** Format: int64 */
                                    id: number | null;
                                    subject: string;
                                };
                                subjectName: string;
                                subjectValue: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            lessonPlanCount: number;
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                submit: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                resume: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                deactivate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                activate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                duplicate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                addChildren: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                refreshConsents: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                consentAll: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                ownConsent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                editContent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listUpcomingUnitPlans: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                role?: string;
                annualPeriod?: string;
                tierPlanValue?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            tierPlanId: number;
                            tierPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                                value: string;
                            };
                            annualPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            curriculumContext: {
                                school: {
                                    /** Format: int64 */
                                    id: number;
                                    schoolCode: string;
                                    schoolName: string;
                                    campus: string;
                                } | null;
                                gradeName: string;
                                className: string;
                                annualPeriod: string;
                                annualPeriodName: string;
                                subject: {
                                    /** Format: int64 */
                                    id: number | null;
                                    subject: string;
                                };
                                subjectName: string;
                                subjectValue: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            lessonPlanCount: number;
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                submit: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                resume: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                deactivate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                activate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                duplicate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                addChildren: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                refreshConsents: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                consentAll: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                ownConsent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                editContent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createUnitPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    tierPlanId: number;
                    name: string;
                    /** Format: date */
                    start: string;
                    /** Format: date */
                    end: string;
                    subUnits?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        /** Format: int32 */
                        sortOrder: number;
                        deleted?: boolean;
                    }[];
                    topics?: {
                        /** Format: int32 */
                        id?: number;
                        name?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        tierPlanId: number;
                        tierPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            value: string;
                        };
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        subUnits: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        topics: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        lessonPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            unitPlanId: number;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        /** Format: int64 */
                        consentCount: number;
                        /** Format: int64 */
                        consentsGiven: number;
                        /** Format: int64 */
                        schoolCount: number;
                        /** Format: int64 */
                        lessonPlanCount: number;
                        /** Format: int64 */
                        shownSchoolId: number | null;
                        shownSchool: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            /** Format: int64 */
                            lessonPlanCount: number;
                        } | null;
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getUnitPlan: {
        parameters: {
            query?: {
                school?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        tierPlanId: number;
                        tierPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            value: string;
                        };
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        subUnits: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        topics: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        lessonPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            unitPlanId: number;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        /** Format: int64 */
                        consentCount: number;
                        /** Format: int64 */
                        consentsGiven: number;
                        /** Format: int64 */
                        schoolCount: number;
                        /** Format: int64 */
                        lessonPlanCount: number;
                        /** Format: int64 */
                        shownSchoolId: number | null;
                        shownSchool: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            /** Format: int64 */
                            lessonPlanCount: number;
                        } | null;
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteUnitPlan: {
        parameters: {
            query?: {
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeUnitPlanStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        tierPlanId: number;
                        tierPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            value: string;
                        };
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        subUnits: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        topics: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        lessonPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            unitPlanId: number;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        /** Format: int64 */
                        consentCount: number;
                        /** Format: int64 */
                        consentsGiven: number;
                        /** Format: int64 */
                        schoolCount: number;
                        /** Format: int64 */
                        lessonPlanCount: number;
                        /** Format: int64 */
                        shownSchoolId: number | null;
                        shownSchool: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            /** Format: int64 */
                            lessonPlanCount: number;
                        } | null;
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listUnitPlanSchools: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            /** Format: int64 */
                            lessonPlanCount: number;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveUnitPlanLessonPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lessonPlans: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                        /** Format: date */
                        start: string;
                        /** Format: date */
                        end: string;
                        /** Format: int32 */
                        school: number;
                        subUnits?: string[];
                        deleted?: boolean;
                        /** Format: int32 */
                        version?: number;
                    }[];
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        tierPlanId: number;
                        tierPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            value: string;
                        };
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        subUnits: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        topics: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        lessonPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            unitPlanId: number;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        /** Format: int64 */
                        consentCount: number;
                        /** Format: int64 */
                        consentsGiven: number;
                        /** Format: int64 */
                        schoolCount: number;
                        /** Format: int64 */
                        lessonPlanCount: number;
                        /** Format: int64 */
                        shownSchoolId: number | null;
                        shownSchool: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            /** Format: int64 */
                            lessonPlanCount: number;
                        } | null;
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listLessonPlans: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                annualPeriod?: string;
                status?: "ACTIVE" | "COMPLETED" | "INACTIVE";
                schoolCode?: string;
                gradeName?: string;
                className?: string;
                subject?: string;
                teacher?: string;
                tierPlan?: string;
                unitPlan?: string;
                annualPlanId?: number;
                tierPlanId?: number;
                unitPlanId?: number;
                sort?: "name" | "newest" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** @enum {string|null} */
                            type: "PRECLASS" | null;
                            /** Format: int64 */
                            unitPlanId: number;
                            unitPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            tierPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                                value: string;
                            };
                            annualPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            curriculumContext: {
                                school: {
                                    /** Format: int64 */
                                    id: number;
                                    schoolCode: string;
                                    schoolName: string;
                                    campus: string;
                                } | null;
                                gradeName: string;
                                className: string;
                                annualPeriod: string;
                                annualPeriodName: string;
                                subject: {
                                    /** Format: int64 */
                                    id: number | null;
                                    subject: string;
                                };
                                subjectName: string;
                                subjectValue: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                submit: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                resume: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                deactivate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                activate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                duplicate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                addChildren: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                refreshConsents: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                consentAll: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                ownConsent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                editContent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listOutstandingLessonPlans: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                role?: string;
                annualPeriod?: string;
                tierPlanValue?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** @enum {string|null} */
                            type: "PRECLASS" | null;
                            /** Format: int64 */
                            unitPlanId: number;
                            unitPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            tierPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                                value: string;
                            };
                            annualPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            curriculumContext: {
                                school: {
                                    /** Format: int64 */
                                    id: number;
                                    schoolCode: string;
                                    schoolName: string;
                                    campus: string;
                                } | null;
                                gradeName: string;
                                className: string;
                                annualPeriod: string;
                                annualPeriodName: string;
                                subject: {
                                    /** Format: int64 */
                                    id: number | null;
                                    subject: string;
                                };
                                subjectName: string;
                                subjectValue: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                submit: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                resume: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                deactivate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                activate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                duplicate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                addChildren: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                refreshConsents: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                consentAll: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                ownConsent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                editContent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listUpcomingLessonPlans: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                role?: string;
                annualPeriod?: string;
                tierPlanValue?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** @enum {string|null} */
                            type: "PRECLASS" | null;
                            /** Format: int64 */
                            unitPlanId: number;
                            unitPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            tierPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                                value: string;
                            };
                            annualPlan: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                                start: string;
                                end: string;
                            };
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            curriculumContext: {
                                school: {
                                    /** Format: int64 */
                                    id: number;
                                    schoolCode: string;
                                    schoolName: string;
                                    campus: string;
                                } | null;
                                gradeName: string;
                                className: string;
                                annualPeriod: string;
                                annualPeriodName: string;
                                subject: {
                                    /** Format: int64 */
                                    id: number | null;
                                    subject: string;
                                };
                                subjectName: string;
                                subjectValue: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                submit: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                resume: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                deactivate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                activate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                duplicate: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                addChildren: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                refreshConsents: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                consentAll: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                ownConsent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                editContent: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLessonPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** @enum {string|null} */
                        type: "PRECLASS" | null;
                        /** Format: int64 */
                        unitPlanId: number;
                        unitPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        tierPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            value: string;
                        };
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        subUnits: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateLessonPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: date */
                    start: string;
                    /** Format: date */
                    end: string;
                    subUnits?: string[];
                    consents?: {
                        subjectTeacher: {
                            email: string;
                        };
                        consent: boolean;
                    }[];
                    lessonPlanForm?: {
                        /** Format: int32 */
                        periods?: number | null;
                        studentObjectives?: string | null;
                        starterInput?: string | null;
                        learningObjectiveForm?: {
                            conceptObjective?: string | null;
                            skillObjective?: string | null;
                            factObjective?: string | null;
                            vocabularyObjective?: {
                                languageOfInstruction?: string | null;
                                studentVocabulary?: string | null;
                            } | null;
                            valuesObjectives?: {
                                symbioticLearning?: string | null;
                                environmentalConsciousness?: string | null;
                                designThinking?: string | null;
                                emotionalWellness?: string | null;
                                sustainableDevelopment?: string | null;
                                valueOfMonth?: string | null;
                            } | null;
                        } | null;
                        learningOutcomes?: {
                            /** Format: int32 */
                            learningOutcomeId: number;
                        }[] | null;
                        possibleMisconceptions?: string | null;
                        intoductionActivities?: string[] | null;
                        mainContents?: {
                            /** Format: int32 */
                            sequenceOfTla?: number | null;
                            time?: string | null;
                            introductionActivity?: string | null;
                            tlmName?: string | null;
                            tlmList?: {
                                id?: string | null;
                                name?: string | null;
                                reference?: string | null;
                            }[] | null;
                            tlmReference?: string | null;
                            studentActivity?: string | null;
                        }[] | null;
                        differentiatedTeachingStrategy?: {
                            name: string;
                            value: string;
                            reference?: string | null;
                        }[] | null;
                        levelOfLeaningForm?: {
                            levelOfLearningInput1?: string | null;
                            levelOfLearningInput2?: string | null;
                            levelOfLearningInput3?: string | null;
                        } | null;
                        summarization?: string | null;
                        realLifeConnect?: string | null;
                        assessmentProjectTask?: string | null;
                        /** Format: date */
                        assessmentSubmissionDate?: string | null;
                        assessmentRubric?: string | null;
                        assignmentProjectTask?: string | null;
                        /** Format: date */
                        assignmentSubmissionDate?: string | null;
                        teacherReflection?: string | null;
                        tlmList?: {
                            id?: string | null;
                            name?: string | null;
                            reference?: string | null;
                        }[] | null;
                        introNewKnowledgeInput?: string | null;
                        developNewKnowledgeInput?: string | null;
                        studentPracticeAssesmentInput?: string | null;
                        closureInput?: string | null;
                    };
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** @enum {string|null} */
                        type: "PRECLASS" | null;
                        /** Format: int64 */
                        unitPlanId: number;
                        unitPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        tierPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            value: string;
                        };
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        subUnits: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteLessonPlan: {
        parameters: {
            query?: {
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeLessonPlanStatus: {
        parameters: {
            query: {
                status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** @enum {string|null} */
                        type: "PRECLASS" | null;
                        /** Format: int64 */
                        unitPlanId: number;
                        unitPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        tierPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            value: string;
                        };
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        subUnits: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateUnitPlanConsents: {
        parameters: {
            query?: {
                version?: number;
                school?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subjectTeacher: {
                        email: string;
                    };
                    consent: boolean;
                }[];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        tierPlanId: number;
                        tierPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            value: string;
                        };
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        subUnits: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        topics: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        lessonPlans: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            /** Format: int64 */
                            unitPlanId: number;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            subUnits: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                sortOrder: number;
                            }[];
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            abilities: {
                                update: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                                delete: {
                                    allowed: boolean;
                                    reason: string | null;
                                };
                            };
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                            createdByName: string | null;
                            lastUpdatedByName: string | null;
                        }[];
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        /** Format: int64 */
                        consentCount: number;
                        /** Format: int64 */
                        consentsGiven: number;
                        /** Format: int64 */
                        schoolCount: number;
                        /** Format: int64 */
                        lessonPlanCount: number;
                        /** Format: int64 */
                        shownSchoolId: number | null;
                        shownSchool: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            };
                            /** Format: int64 */
                            consentCount: number;
                            /** Format: int64 */
                            consentsGiven: number;
                            /** Format: int64 */
                            lessonPlanCount: number;
                        } | null;
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateLessonPlanConsents: {
        parameters: {
            query?: {
                version?: number;
                school?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subjectTeacher: {
                        email: string;
                    };
                    consent: boolean;
                }[];
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** @enum {string|null} */
                        type: "PRECLASS" | null;
                        /** Format: int64 */
                        unitPlanId: number;
                        unitPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        tierPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                            value: string;
                        };
                        annualPlan: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                            start: string;
                            end: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                            campus: string;
                        };
                        curriculumContext: {
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                                campus: string;
                            } | null;
                            gradeName: string;
                            className: string;
                            annualPeriod: string;
                            annualPeriodName: string;
                            subject: {
                                /** Format: int64 */
                                id: number | null;
                                subject: string;
                            };
                            subjectName: string;
                            subjectValue: string;
                        };
                        subUnits: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** Format: int64 */
                            sortOrder: number;
                        }[];
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        abilities: {
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            resume: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            deactivate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            activate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            duplicate: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            delete: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            addChildren: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            refreshConsents: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            consentAll: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            ownConsent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editContent: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                        createdByName: string | null;
                        lastUpdatedByName: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    refreshTierPlanConsents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    refreshUnitPlanConsents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getUnitPlanForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        periods: number | null;
                        tlmList: {
                            id?: string | null;
                            name: string | null;
                            reference: string | null;
                        }[];
                        studentObjectives: string | null;
                        learningObjectiveForm: {
                            conceptObjective: string | null;
                            skillObjective: string | null;
                            factObjective: string | null;
                            vocabularyObjective: {
                                languageOfInstruction: string | null;
                                studentVocabulary: string | null;
                            };
                            valuesObjectives: {
                                symbioticLearning: string | null;
                                environmentalConsciousness: string | null;
                                designThinking: string | null;
                                emotionalWellness: string | null;
                                sustainableDevelopment: string | null;
                                valueOfMonth: string | null;
                            };
                        };
                        possibleMisconceptions: string | null;
                        learningOutcomes: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        levelOfLeaningForm: {
                            levelOfLearningInput1: string | null;
                            levelOfLearningInput2: string | null;
                            levelOfLearningInput3: string | null;
                        };
                        assessmentForm: {
                            formativeAssessments: {
                                name: string;
                                value: string;
                            }[];
                            formative: string | null;
                            formativeReference: string | null;
                            summative: string | null;
                            summativeReference: string | null;
                        };
                        teacherReflection: string | null;
                        /** Format: int64 */
                        unitPlanId: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        version: number;
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        abilities: {
                            view: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        formUpdatedBy: string | null;
                        formUpdatedByName: string | null;
                        formUpdatedOn: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveUnitPlanForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    periods?: number | null;
                    tlmList?: {
                        id?: string | null;
                        name?: string | null;
                        reference?: string | null;
                    }[] | null;
                    studentObjectives?: string | null;
                    learningObjectiveForm?: {
                        conceptObjective?: string | null;
                        skillObjective?: string | null;
                        factObjective?: string | null;
                        vocabularyObjective?: {
                            languageOfInstruction?: string | null;
                            studentVocabulary?: string | null;
                        } | null;
                        valuesObjectives?: {
                            symbioticLearning?: string | null;
                            environmentalConsciousness?: string | null;
                            designThinking?: string | null;
                            emotionalWellness?: string | null;
                            sustainableDevelopment?: string | null;
                            valueOfMonth?: string | null;
                        } | null;
                    } | null;
                    possibleMisconceptions?: string | null;
                    learningOutcomes?: {
                        /** Format: int32 */
                        id?: number;
                        name: string;
                    }[] | null;
                    levelOfLeaningForm?: {
                        levelOfLearningInput1?: string | null;
                        levelOfLearningInput2?: string | null;
                        levelOfLearningInput3?: string | null;
                    } | null;
                    assessmentForm?: {
                        formativeAssessments?: {
                            name: string;
                            value: string;
                        }[] | null;
                        formative?: string | null;
                        formativeReference?: string | null;
                        summative?: string | null;
                        summativeReference?: string | null;
                    } | null;
                    teacherReflection?: string | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "COMPLETED";
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        periods: number | null;
                        tlmList: {
                            id?: string | null;
                            name: string | null;
                            reference: string | null;
                        }[];
                        studentObjectives: string | null;
                        learningObjectiveForm: {
                            conceptObjective: string | null;
                            skillObjective: string | null;
                            factObjective: string | null;
                            vocabularyObjective: {
                                languageOfInstruction: string | null;
                                studentVocabulary: string | null;
                            };
                            valuesObjectives: {
                                symbioticLearning: string | null;
                                environmentalConsciousness: string | null;
                                designThinking: string | null;
                                emotionalWellness: string | null;
                                sustainableDevelopment: string | null;
                                valueOfMonth: string | null;
                            };
                        };
                        possibleMisconceptions: string | null;
                        learningOutcomes: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        levelOfLeaningForm: {
                            levelOfLearningInput1: string | null;
                            levelOfLearningInput2: string | null;
                            levelOfLearningInput3: string | null;
                        };
                        assessmentForm: {
                            formativeAssessments: {
                                name: string;
                                value: string;
                            }[];
                            formative: string | null;
                            formativeReference: string | null;
                            summative: string | null;
                            summativeReference: string | null;
                        };
                        teacherReflection: string | null;
                        /** Format: int64 */
                        unitPlanId: number;
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        version: number;
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        abilities: {
                            view: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        formUpdatedBy: string | null;
                        formUpdatedByName: string | null;
                        formUpdatedOn: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLessonPlanForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        periods: number | null;
                        studentObjectives: string | null;
                        starterInput: string | null;
                        learningObjectiveForm: {
                            conceptObjective: string | null;
                            skillObjective: string | null;
                            factObjective: string | null;
                            vocabularyObjective: {
                                languageOfInstruction: string | null;
                                studentVocabulary: string | null;
                            };
                            valuesObjectives: {
                                symbioticLearning: string | null;
                                environmentalConsciousness: string | null;
                                designThinking: string | null;
                                emotionalWellness: string | null;
                                sustainableDevelopment: string | null;
                                valueOfMonth: string | null;
                            };
                        };
                        learningOutcomes: {
                            /** Format: int64 */
                            learningOutcomeId: number;
                        }[];
                        possibleMisconceptions: string | null;
                        intoductionActivities: string[];
                        mainContents: {
                            /** Format: int64 */
                            sequenceOfTla: number | null;
                            time: string | null;
                            introductionActivity: string | null;
                            tlmName: string | null;
                            tlmList: {
                                id?: string | null;
                                name: string | null;
                                reference: string | null;
                            }[];
                            tlmReference: string | null;
                            studentActivity: string | null;
                        }[];
                        differentiatedTeachingStrategy: {
                            name: string;
                            value: string;
                            reference: string | null;
                        }[];
                        levelOfLeaningForm: {
                            levelOfLearningInput1: string | null;
                            levelOfLearningInput2: string | null;
                            levelOfLearningInput3: string | null;
                        };
                        summarization: string | null;
                        realLifeConnect: string | null;
                        assessmentProjectTask: string | null;
                        assessmentSubmissionDate: string | null;
                        assessmentRubric: string | null;
                        assignmentProjectTask: string | null;
                        assignmentSubmissionDate: string | null;
                        teacherReflection: string | null;
                        tlmList: {
                            id?: string | null;
                            name: string | null;
                            reference: string | null;
                        }[];
                        introNewKnowledgeInput: string | null;
                        developNewKnowledgeInput: string | null;
                        studentPracticeAssesmentInput: string | null;
                        closureInput: string | null;
                        /** Format: int64 */
                        lessonPlanId: number;
                        /** Format: int64 */
                        unitPlanId: number;
                        /** @enum {string|null} */
                        type: "PRECLASS" | null;
                        unitLearningOutcomes: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        unitTlmList: {
                            name: string | null;
                            reference: string | null;
                        }[];
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        version: number;
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        abilities: {
                            view: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        formUpdatedBy: string | null;
                        formUpdatedByName: string | null;
                        formUpdatedOn: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveLessonPlanForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    periods?: number | null;
                    studentObjectives?: string | null;
                    starterInput?: string | null;
                    learningObjectiveForm?: {
                        conceptObjective?: string | null;
                        skillObjective?: string | null;
                        factObjective?: string | null;
                        vocabularyObjective?: {
                            languageOfInstruction?: string | null;
                            studentVocabulary?: string | null;
                        } | null;
                        valuesObjectives?: {
                            symbioticLearning?: string | null;
                            environmentalConsciousness?: string | null;
                            designThinking?: string | null;
                            emotionalWellness?: string | null;
                            sustainableDevelopment?: string | null;
                            valueOfMonth?: string | null;
                        } | null;
                    } | null;
                    learningOutcomes?: {
                        /** Format: int32 */
                        learningOutcomeId: number;
                    }[] | null;
                    possibleMisconceptions?: string | null;
                    intoductionActivities?: string[] | null;
                    mainContents?: {
                        /** Format: int32 */
                        sequenceOfTla?: number | null;
                        time?: string | null;
                        introductionActivity?: string | null;
                        tlmName?: string | null;
                        tlmList?: {
                            id?: string | null;
                            name?: string | null;
                            reference?: string | null;
                        }[] | null;
                        tlmReference?: string | null;
                        studentActivity?: string | null;
                    }[] | null;
                    differentiatedTeachingStrategy?: {
                        name: string;
                        value: string;
                        reference?: string | null;
                    }[] | null;
                    levelOfLeaningForm?: {
                        levelOfLearningInput1?: string | null;
                        levelOfLearningInput2?: string | null;
                        levelOfLearningInput3?: string | null;
                    } | null;
                    summarization?: string | null;
                    realLifeConnect?: string | null;
                    assessmentProjectTask?: string | null;
                    /** Format: date */
                    assessmentSubmissionDate?: string | null;
                    assessmentRubric?: string | null;
                    assignmentProjectTask?: string | null;
                    /** Format: date */
                    assignmentSubmissionDate?: string | null;
                    teacherReflection?: string | null;
                    tlmList?: {
                        id?: string | null;
                        name?: string | null;
                        reference?: string | null;
                    }[] | null;
                    introNewKnowledgeInput?: string | null;
                    developNewKnowledgeInput?: string | null;
                    studentPracticeAssesmentInput?: string | null;
                    closureInput?: string | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "COMPLETED";
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        periods: number | null;
                        studentObjectives: string | null;
                        starterInput: string | null;
                        learningObjectiveForm: {
                            conceptObjective: string | null;
                            skillObjective: string | null;
                            factObjective: string | null;
                            vocabularyObjective: {
                                languageOfInstruction: string | null;
                                studentVocabulary: string | null;
                            };
                            valuesObjectives: {
                                symbioticLearning: string | null;
                                environmentalConsciousness: string | null;
                                designThinking: string | null;
                                emotionalWellness: string | null;
                                sustainableDevelopment: string | null;
                                valueOfMonth: string | null;
                            };
                        };
                        learningOutcomes: {
                            /** Format: int64 */
                            learningOutcomeId: number;
                        }[];
                        possibleMisconceptions: string | null;
                        intoductionActivities: string[];
                        mainContents: {
                            /** Format: int64 */
                            sequenceOfTla: number | null;
                            time: string | null;
                            introductionActivity: string | null;
                            tlmName: string | null;
                            tlmList: {
                                id?: string | null;
                                name: string | null;
                                reference: string | null;
                            }[];
                            tlmReference: string | null;
                            studentActivity: string | null;
                        }[];
                        differentiatedTeachingStrategy: {
                            name: string;
                            value: string;
                            reference: string | null;
                        }[];
                        levelOfLeaningForm: {
                            levelOfLearningInput1: string | null;
                            levelOfLearningInput2: string | null;
                            levelOfLearningInput3: string | null;
                        };
                        summarization: string | null;
                        realLifeConnect: string | null;
                        assessmentProjectTask: string | null;
                        assessmentSubmissionDate: string | null;
                        assessmentRubric: string | null;
                        assignmentProjectTask: string | null;
                        assignmentSubmissionDate: string | null;
                        teacherReflection: string | null;
                        tlmList: {
                            id?: string | null;
                            name: string | null;
                            reference: string | null;
                        }[];
                        introNewKnowledgeInput: string | null;
                        developNewKnowledgeInput: string | null;
                        studentPracticeAssesmentInput: string | null;
                        closureInput: string | null;
                        /** Format: int64 */
                        lessonPlanId: number;
                        /** Format: int64 */
                        unitPlanId: number;
                        /** @enum {string|null} */
                        type: "PRECLASS" | null;
                        unitLearningOutcomes: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        unitTlmList: {
                            name: string | null;
                            reference: string | null;
                        }[];
                        name: string;
                        /** @enum {string} */
                        status: "ACTIVE" | "COMPLETED" | "INACTIVE";
                        start: string;
                        end: string;
                        /** Format: int64 */
                        version: number;
                        consents: {
                            /** Format: int64 */
                            id: number;
                            consent: boolean;
                            subjectTeacher: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            givenBy: string | null;
                            givenByName: string | null;
                            givenOn: string | null;
                        }[];
                        consentsComplete: boolean;
                        abilities: {
                            view: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            update: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submit: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        formUpdatedBy: string | null;
                        formUpdatedByName: string | null;
                        formUpdatedOn: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listUnitPlanTeacherReflections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** @enum {string} */
                            level: "unit" | "lesson";
                            /** Format: int64 */
                            planId: number;
                            planName: string;
                            reflection: string;
                            author: string | null;
                            authorName: string | null;
                            date: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listLessonPlanTeacherReflections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** @enum {string} */
                            level: "unit" | "lesson";
                            /** Format: int64 */
                            planId: number;
                            planName: string;
                            reflection: string;
                            author: string | null;
                            authorName: string | null;
                            date: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlanFormOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "Formative Assessment": {
                            name: string;
                            value: string;
                        }[];
                        "Teaching Strategies": {
                            name: string;
                            value: string;
                        }[];
                        "Introduction Activities": {
                            name: string;
                            value: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadAnnualPlanPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file (application/pdf), as an attachment */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadUnitPlanPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file (application/pdf), as an attachment */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadLessonPlanPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file (application/pdf), as an attachment */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGoalConfigurations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        applicableRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        reviewerRoles: {
                            goalReviewerRole: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            };
                        }[];
                        goalApproverRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        reviewApproverRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createGoalConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    applicableRole: number;
                    reviewerRoles: number[];
                    /** Format: int32 */
                    goalApproverRole: number;
                    /** Format: int32 */
                    reviewApproverRole: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        applicableRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        reviewerRoles: {
                            goalReviewerRole: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            };
                        }[];
                        goalApproverRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        reviewApproverRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGoalConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        applicableRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        reviewerRoles: {
                            goalReviewerRole: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            };
                        }[];
                        goalApproverRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        reviewApproverRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateGoalConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    applicableRole: number;
                    reviewerRoles: number[];
                    /** Format: int32 */
                    goalApproverRole: number;
                    /** Format: int32 */
                    reviewApproverRole: number;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        applicableRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        reviewerRoles: {
                            goalReviewerRole: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            };
                        }[];
                        goalApproverRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        reviewApproverRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGoalTimelines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        academicCalendar: string;
                        academicCalendarName: string;
                        goalSetupStartDate: string;
                        goalSetupEndDate: string;
                        goalReviewStartDate: string;
                        goalReviewEndDate: string;
                        feedbackFrequencies: {
                            /** Format: int64 */
                            id: number;
                            frequencyLabel: string;
                            selfFeedbackStartDate: string;
                            selfFeedbackEndDate: string;
                            peerFeedbackStartDate: string;
                            peerFeedbackEndDate: string;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createGoalTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    academicCalendar: string;
                    /** Format: date */
                    goalSetupStartDate: string;
                    /** Format: date */
                    goalSetupEndDate: string;
                    /** Format: date */
                    goalReviewStartDate: string;
                    /** Format: date */
                    goalReviewEndDate: string;
                    feedbackFrequencies?: {
                        /** Format: int32 */
                        id?: number;
                        frequencyLabel: string;
                        /** Format: date */
                        selfFeedbackStartDate: string;
                        /** Format: date */
                        selfFeedbackEndDate: string;
                        /** Format: date */
                        peerFeedbackStartDate: string;
                        /** Format: date */
                        peerFeedbackEndDate: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        academicCalendar: string;
                        academicCalendarName: string;
                        goalSetupStartDate: string;
                        goalSetupEndDate: string;
                        goalReviewStartDate: string;
                        goalReviewEndDate: string;
                        feedbackFrequencies: {
                            /** Format: int64 */
                            id: number;
                            frequencyLabel: string;
                            selfFeedbackStartDate: string;
                            selfFeedbackEndDate: string;
                            peerFeedbackStartDate: string;
                            peerFeedbackEndDate: string;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGoalTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        academicCalendar: string;
                        academicCalendarName: string;
                        goalSetupStartDate: string;
                        goalSetupEndDate: string;
                        goalReviewStartDate: string;
                        goalReviewEndDate: string;
                        feedbackFrequencies: {
                            /** Format: int64 */
                            id: number;
                            frequencyLabel: string;
                            selfFeedbackStartDate: string;
                            selfFeedbackEndDate: string;
                            peerFeedbackStartDate: string;
                            peerFeedbackEndDate: string;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateGoalTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    academicCalendar: string;
                    /** Format: date */
                    goalSetupStartDate: string;
                    /** Format: date */
                    goalSetupEndDate: string;
                    /** Format: date */
                    goalReviewStartDate: string;
                    /** Format: date */
                    goalReviewEndDate: string;
                    feedbackFrequencies?: {
                        /** Format: int32 */
                        id?: number;
                        frequencyLabel: string;
                        /** Format: date */
                        selfFeedbackStartDate: string;
                        /** Format: date */
                        selfFeedbackEndDate: string;
                        /** Format: date */
                        peerFeedbackStartDate: string;
                        /** Format: date */
                        peerFeedbackEndDate: string;
                    }[];
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        academicCalendar: string;
                        academicCalendarName: string;
                        goalSetupStartDate: string;
                        goalSetupEndDate: string;
                        goalReviewStartDate: string;
                        goalReviewEndDate: string;
                        feedbackFrequencies: {
                            /** Format: int64 */
                            id: number;
                            frequencyLabel: string;
                            selfFeedbackStartDate: string;
                            selfFeedbackEndDate: string;
                            peerFeedbackStartDate: string;
                            peerFeedbackEndDate: string;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGoalLibraryItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** @enum {string} */
                        category: "LEARNING" | "TEACHING" | "LEADERSHIP";
                        categoryName: string;
                        Goal_Description: string;
                        Measure_Unit: string;
                        Evidence: string;
                        /** Format: int64 */
                        SortOrder: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGoalSettings: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                annualPeriod?: string;
                goalSettingState?: "GOAL_SETUP" | "SENT_FOR_REVIEW" | "REASSESSMENT_REQUIRED" | "REVIEWED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED" | "COMPLETED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            role: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            };
                            annualPeriod: string;
                            annualPeriodName: string;
                            /** @enum {string} */
                            goalSettingState: "GOAL_SETUP" | "SENT_FOR_REVIEW" | "REASSESSMENT_REQUIRED" | "REVIEWED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED" | "COMPLETED";
                            user: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** Format: int64 */
                            weightTotal: number;
                            /** Format: int64 */
                            version: number;
                            lastUpdatedOn: string;
                            /** Format: int64 */
                            goalCount: number;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createGoalSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    role: number;
                    annualPeriod: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        role: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        annualPeriod: string;
                        annualPeriodName: string;
                        /** @enum {string} */
                        goalSettingState: "GOAL_SETUP" | "SENT_FOR_REVIEW" | "REASSESSMENT_REQUIRED" | "REVIEWED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED" | "COMPLETED";
                        user: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            name: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                        } | null;
                        goals: {
                            /** Format: int64 */
                            id: number;
                            goalDetails: string;
                            /** Format: int64 */
                            weightage: number;
                            measurementUnit: string;
                            evidence: string;
                            /** Format: int64 */
                            libraryItemId: number | null;
                            /** Format: int64 */
                            goalSettingFormId: number;
                            /** Format: int64 */
                            sortOrder: number;
                            evidences: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                goalId: number;
                                fileName: string;
                                comment: string | null;
                                documentType: string;
                                /** Format: int64 */
                                size: number;
                                createdBy: string | null;
                                createdOn: string;
                                deletable: boolean;
                            }[];
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        weightTotal: number;
                        strength: string | null;
                        weakness: string | null;
                        learningRequired: string | null;
                        reviewComments: {
                            /** Format: int64 */
                            id: number;
                            reviewComment: string;
                            /** @enum {string} */
                            reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                            /** Format: int64 */
                            goalReviewId: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            createdOn: string;
                        }[];
                        goalReview: {
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                        } | null;
                        setupWindow: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        reviewWindow: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        abilities: {
                            editGoals: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submitForReview: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        yearAbilities: {
                            uploadEvidence: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editLearnings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGoalSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        role: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        annualPeriod: string;
                        annualPeriodName: string;
                        /** @enum {string} */
                        goalSettingState: "GOAL_SETUP" | "SENT_FOR_REVIEW" | "REASSESSMENT_REQUIRED" | "REVIEWED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED" | "COMPLETED";
                        user: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            name: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                        } | null;
                        goals: {
                            /** Format: int64 */
                            id: number;
                            goalDetails: string;
                            /** Format: int64 */
                            weightage: number;
                            measurementUnit: string;
                            evidence: string;
                            /** Format: int64 */
                            libraryItemId: number | null;
                            /** Format: int64 */
                            goalSettingFormId: number;
                            /** Format: int64 */
                            sortOrder: number;
                            evidences: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                goalId: number;
                                fileName: string;
                                comment: string | null;
                                documentType: string;
                                /** Format: int64 */
                                size: number;
                                createdBy: string | null;
                                createdOn: string;
                                deletable: boolean;
                            }[];
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        weightTotal: number;
                        strength: string | null;
                        weakness: string | null;
                        learningRequired: string | null;
                        reviewComments: {
                            /** Format: int64 */
                            id: number;
                            reviewComment: string;
                            /** @enum {string} */
                            reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                            /** Format: int64 */
                            goalReviewId: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            createdOn: string;
                        }[];
                        goalReview: {
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                        } | null;
                        setupWindow: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        reviewWindow: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        abilities: {
                            editGoals: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submitForReview: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        yearAbilities: {
                            uploadEvidence: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editLearnings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    submitGoalSetting: {
        parameters: {
            query?: {
                status?: "GOAL_SETUP" | "SENT_FOR_REVIEW" | "REASSESSMENT_REQUIRED" | "REVIEWED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED" | "COMPLETED";
                version?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    strength?: string | null;
                    weakness?: string | null;
                    learningRequired?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        role: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        annualPeriod: string;
                        annualPeriodName: string;
                        /** @enum {string} */
                        goalSettingState: "GOAL_SETUP" | "SENT_FOR_REVIEW" | "REASSESSMENT_REQUIRED" | "REVIEWED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED" | "COMPLETED";
                        user: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            name: string;
                        };
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                        } | null;
                        goals: {
                            /** Format: int64 */
                            id: number;
                            goalDetails: string;
                            /** Format: int64 */
                            weightage: number;
                            measurementUnit: string;
                            evidence: string;
                            /** Format: int64 */
                            libraryItemId: number | null;
                            /** Format: int64 */
                            goalSettingFormId: number;
                            /** Format: int64 */
                            sortOrder: number;
                            evidences: {
                                /** Format: int64 */
                                id: number;
                                /** Format: int64 */
                                goalId: number;
                                fileName: string;
                                comment: string | null;
                                documentType: string;
                                /** Format: int64 */
                                size: number;
                                createdBy: string | null;
                                createdOn: string;
                                deletable: boolean;
                            }[];
                            /** Format: int64 */
                            version: number;
                            createdBy: string | null;
                            createdOn: string;
                            lastUpdatedBy: string | null;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        weightTotal: number;
                        strength: string | null;
                        weakness: string | null;
                        learningRequired: string | null;
                        reviewComments: {
                            /** Format: int64 */
                            id: number;
                            reviewComment: string;
                            /** @enum {string} */
                            reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                            /** Format: int64 */
                            goalReviewId: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            createdOn: string;
                        }[];
                        goalReview: {
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                        } | null;
                        setupWindow: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        reviewWindow: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        abilities: {
                            editGoals: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            submitForReview: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        yearAbilities: {
                            uploadEvidence: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            editLearnings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createGoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    goalDetails: string;
                    /** Format: int32 */
                    weightage: number;
                    measurementUnit?: string | null;
                    evidence?: string | null;
                    /** Format: int32 */
                    goalSettingFormId: number;
                    /** Format: int32 */
                    libraryItemId?: number | null;
                    dirty?: boolean;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        goalDetails: string;
                        /** Format: int64 */
                        weightage: number;
                        measurementUnit: string;
                        evidence: string;
                        /** Format: int64 */
                        libraryItemId: number | null;
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** Format: int64 */
                        sortOrder: number;
                        evidences: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            goalId: number;
                            fileName: string;
                            comment: string | null;
                            documentType: string;
                            /** Format: int64 */
                            size: number;
                            createdBy: string | null;
                            createdOn: string;
                            deletable: boolean;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    goalDetails: string;
                    /** Format: int32 */
                    weightage: number;
                    measurementUnit?: string | null;
                    evidence?: string | null;
                    /** Format: int32 */
                    libraryItemId?: number | null;
                    dirty?: boolean;
                    /** Format: int32 */
                    goalSettingFormId?: number;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        goalDetails: string;
                        /** Format: int64 */
                        weightage: number;
                        measurementUnit: string;
                        evidence: string;
                        /** Format: int64 */
                        libraryItemId: number | null;
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** Format: int64 */
                        sortOrder: number;
                        evidences: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            goalId: number;
                            fileName: string;
                            comment: string | null;
                            documentType: string;
                            /** Format: int64 */
                            size: number;
                            createdBy: string | null;
                            createdOn: string;
                            deletable: boolean;
                        }[];
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteGoal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGoalReviews: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                annualPeriod?: string;
                reviewState?: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                schoolCode?: string;
                role?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            reviewedFor: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            reviewedForRole: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                            annualPeriod: string;
                            annualPeriodName: string;
                            school: {
                                /** Format: int64 */
                                id: number;
                                schoolCode: string;
                                schoolName: string;
                            } | null;
                            /** Format: int64 */
                            version: number;
                            lastUpdatedOn: string;
                            /** Format: int64 */
                            goalCount: number;
                            /** Format: int64 */
                            weightTotal: number;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGoalReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        reviewedFor: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            name: string;
                        };
                        reviewedForRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        /** @enum {string} */
                        reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                        annualPeriod: string;
                        annualPeriodName: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                        } | null;
                        goalSetting: {
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            goalSettingState: "GOAL_SETUP" | "SENT_FOR_REVIEW" | "REASSESSMENT_REQUIRED" | "REVIEWED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED" | "COMPLETED";
                            goals: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                                measurementUnit: string;
                                evidence: string;
                                /** Format: int64 */
                                libraryItemId: number | null;
                                /** Format: int64 */
                                goalSettingFormId: number;
                                /** Format: int64 */
                                sortOrder: number;
                                evidences: {
                                    /** Format: int64 */
                                    id: number;
                                    /** Format: int64 */
                                    goalId: number;
                                    fileName: string;
                                    comment: string | null;
                                    documentType: string;
                                    /** Format: int64 */
                                    size: number;
                                    createdBy: string | null;
                                    createdOn: string;
                                    deletable: boolean;
                                }[];
                                /** Format: int64 */
                                version: number;
                                createdBy: string | null;
                                createdOn: string;
                                lastUpdatedBy: string | null;
                                lastUpdatedOn: string;
                            }[];
                            /** Format: int64 */
                            weightTotal: number;
                            strength: string | null;
                            weakness: string | null;
                            learningRequired: string | null;
                        };
                        reviewComments: {
                            /** Format: int64 */
                            id: number;
                            reviewComment: string;
                            /** @enum {string} */
                            reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                            /** Format: int64 */
                            goalReviewId: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            createdOn: string;
                        }[];
                        reviewWindow: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        abilities: {
                            decide: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    decideGoalReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reviewState: "SENT_FOR_REASSESSMENT" | "APPROVED";
                    comment: string;
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        reviewedFor: {
                            /** Format: int64 */
                            id: number;
                            email: string;
                            name: string;
                        };
                        reviewedForRole: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        };
                        /** @enum {string} */
                        reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                        annualPeriod: string;
                        annualPeriodName: string;
                        school: {
                            /** Format: int64 */
                            id: number;
                            schoolCode: string;
                            schoolName: string;
                        } | null;
                        goalSetting: {
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            goalSettingState: "GOAL_SETUP" | "SENT_FOR_REVIEW" | "REASSESSMENT_REQUIRED" | "REVIEWED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED" | "COMPLETED";
                            goals: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                                measurementUnit: string;
                                evidence: string;
                                /** Format: int64 */
                                libraryItemId: number | null;
                                /** Format: int64 */
                                goalSettingFormId: number;
                                /** Format: int64 */
                                sortOrder: number;
                                evidences: {
                                    /** Format: int64 */
                                    id: number;
                                    /** Format: int64 */
                                    goalId: number;
                                    fileName: string;
                                    comment: string | null;
                                    documentType: string;
                                    /** Format: int64 */
                                    size: number;
                                    createdBy: string | null;
                                    createdOn: string;
                                    deletable: boolean;
                                }[];
                                /** Format: int64 */
                                version: number;
                                createdBy: string | null;
                                createdOn: string;
                                lastUpdatedBy: string | null;
                                lastUpdatedOn: string;
                            }[];
                            /** Format: int64 */
                            weightTotal: number;
                            strength: string | null;
                            weakness: string | null;
                            learningRequired: string | null;
                        };
                        reviewComments: {
                            /** Format: int64 */
                            id: number;
                            reviewComment: string;
                            /** @enum {string} */
                            reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                            /** Format: int64 */
                            goalReviewId: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            createdOn: string;
                        }[];
                        reviewWindow: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        abilities: {
                            decide: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                        createdBy: string | null;
                        createdOn: string;
                        lastUpdatedBy: string | null;
                        lastUpdatedOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createReviewComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reviewComment: string;
                    /** @enum {string} */
                    reviewState?: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                    /** Format: int32 */
                    goalReviewId: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        reviewComment: string;
                        /** @enum {string} */
                        reviewState: "PENDING_REVIEW" | "SENT_FOR_REASSESSMENT" | "APPROVED" | "SELF_REVIEW_COMPLETED" | "PEER_REVIEW_COMPLETED" | "FINAL_REVIEW_COMPLETED";
                        /** Format: int64 */
                        goalReviewId: number;
                        createdBy: string | null;
                        createdByName: string | null;
                        createdOn: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadGoalEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    evidenceMetadata: {
                        comment?: string | null;
                        /** Format: int32 */
                        goalId: number;
                    };
                    /**
                     * Format: binary
                     * @description The PDF
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        goalId: number;
                        fileName: string;
                        comment: string | null;
                        documentType: string;
                        /** Format: int64 */
                        size: number;
                        createdBy: string | null;
                        createdOn: string;
                        deletable: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGoalEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** Format: byte */
                        body: string;
                        documentType: string;
                        fileName: string;
                        comment: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteGoalEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadGoalEvidenceFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evidence PDF (application/pdf), inline */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listPeerFeedbackRequests: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                name?: string;
                state?: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            goalSettingFormId: number;
                            setter: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            role: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            };
                            annualPeriod: string;
                            annualPeriodName: string;
                            frequencyLabel: string;
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                            window: {
                                start: string | null;
                                end: string | null;
                                open: boolean;
                                message: string;
                            };
                            /** Format: int64 */
                            goalCount: number;
                            lastUpdatedOn: string;
                        }[];
                        /** Format: int64 */
                        totalPages: number;
                        /** Format: int64 */
                        totalElements: number;
                        /**
                         * @description Present when the list stopped counting at SEARCH_COUNT_LIMIT (1,000) matches (the staff searches and the unit and lesson plan lists do): more records match than totalElements says.
                         * @enum {boolean}
                         */
                        totalElementsIsLowerBound?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSelfFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number | null;
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** @enum {string} */
                        feedbackType: "SELF" | "PEER";
                        period: string;
                        /** Format: int64 */
                        frequencyId: number;
                        annualPeriod: string;
                        /** @enum {string} */
                        state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        createdBy: string | null;
                        createdByName: string | null;
                        anonymous: boolean;
                        /** Format: int64 */
                        peerCount: number;
                        notice: string | null;
                        goalRatings: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                                measurementUnit: string;
                            };
                            rating: number | null;
                        }[];
                        comments: {
                            /** Format: int64 */
                            id: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            comment: string;
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                            reviewState: string | null;
                            createdOn: string;
                        }[];
                        window: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        peers: {
                            /** Format: int64 */
                            feedbackId: number;
                            peer: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        }[];
                        submittedOn: string | null;
                        abilities: {
                            editRatings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            decisions: ("SELF_REASSESSMENT_REQUIRED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "FEEDBACK_COMPLETED")[];
                            comment: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            requestPeers: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listPeerFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number | null;
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** @enum {string} */
                        feedbackType: "SELF" | "PEER";
                        period: string;
                        /** Format: int64 */
                        frequencyId: number;
                        annualPeriod: string;
                        /** @enum {string} */
                        state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        createdBy: string | null;
                        createdByName: string | null;
                        anonymous: boolean;
                        /** Format: int64 */
                        peerCount: number;
                        notice: string | null;
                        goalRatings: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                                measurementUnit: string;
                            };
                            rating: number | null;
                        }[];
                        comments: {
                            /** Format: int64 */
                            id: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            comment: string;
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                            reviewState: string | null;
                            createdOn: string;
                        }[];
                        window: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        peers: {
                            /** Format: int64 */
                            feedbackId: number;
                            peer: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        }[];
                        submittedOn: string | null;
                        abilities: {
                            editRatings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            decisions: ("SELF_REASSESSMENT_REQUIRED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "FEEDBACK_COMPLETED")[];
                            comment: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            requestPeers: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listPeerCandidates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        email: string;
                        name: string;
                        designation: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveGoalFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    goalFeedback: {
                        /** Format: int32 */
                        id?: number;
                        goalRatings: {
                            goal: {
                                /** Format: int32 */
                                id: number;
                            };
                            /** Format: int32 */
                            rating: number | null;
                        }[];
                        /** @enum {string} */
                        state?: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        /** Format: int32 */
                        version: number;
                    };
                    comment?: {
                        comment: string;
                        /** @enum {string} */
                        state?: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                    } | null;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number | null;
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** @enum {string} */
                        feedbackType: "SELF" | "PEER";
                        period: string;
                        /** Format: int64 */
                        frequencyId: number;
                        annualPeriod: string;
                        /** @enum {string} */
                        state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        createdBy: string | null;
                        createdByName: string | null;
                        anonymous: boolean;
                        /** Format: int64 */
                        peerCount: number;
                        notice: string | null;
                        goalRatings: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                                measurementUnit: string;
                            };
                            rating: number | null;
                        }[];
                        comments: {
                            /** Format: int64 */
                            id: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            comment: string;
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                            reviewState: string | null;
                            createdOn: string;
                        }[];
                        window: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        peers: {
                            /** Format: int64 */
                            feedbackId: number;
                            peer: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        }[];
                        submittedOn: string | null;
                        abilities: {
                            editRatings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            decisions: ("SELF_REASSESSMENT_REQUIRED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "FEEDBACK_COMPLETED")[];
                            comment: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            requestPeers: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    commentOnGoalFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                    /** @enum {string} */
                    state?: "SELF_REASSESSMENT_REQUIRED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "FEEDBACK_COMPLETED";
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number | null;
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** @enum {string} */
                        feedbackType: "SELF" | "PEER";
                        period: string;
                        /** Format: int64 */
                        frequencyId: number;
                        annualPeriod: string;
                        /** @enum {string} */
                        state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        createdBy: string | null;
                        createdByName: string | null;
                        anonymous: boolean;
                        /** Format: int64 */
                        peerCount: number;
                        notice: string | null;
                        goalRatings: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                                measurementUnit: string;
                            };
                            rating: number | null;
                        }[];
                        comments: {
                            /** Format: int64 */
                            id: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            comment: string;
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                            reviewState: string | null;
                            createdOn: string;
                        }[];
                        window: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        peers: {
                            /** Format: int64 */
                            feedbackId: number;
                            peer: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        }[];
                        submittedOn: string | null;
                        abilities: {
                            editRatings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            decisions: ("SELF_REASSESSMENT_REQUIRED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "FEEDBACK_COMPLETED")[];
                            comment: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            requestPeers: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    requestPeerFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    goalSettingFormId: number;
                    frequencyLabel: string;
                    /** Format: int32 */
                    peerUserId: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number | null;
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** @enum {string} */
                        feedbackType: "SELF" | "PEER";
                        period: string;
                        /** Format: int64 */
                        frequencyId: number;
                        annualPeriod: string;
                        /** @enum {string} */
                        state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        createdBy: string | null;
                        createdByName: string | null;
                        anonymous: boolean;
                        /** Format: int64 */
                        peerCount: number;
                        notice: string | null;
                        goalRatings: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                                measurementUnit: string;
                            };
                            rating: number | null;
                        }[];
                        comments: {
                            /** Format: int64 */
                            id: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            comment: string;
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                            reviewState: string | null;
                            createdOn: string;
                        }[];
                        window: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        peers: {
                            /** Format: int64 */
                            feedbackId: number;
                            peer: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        }[];
                        submittedOn: string | null;
                        abilities: {
                            editRatings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            decisions: ("SELF_REASSESSMENT_REQUIRED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "FEEDBACK_COMPLETED")[];
                            comment: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            requestPeers: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPeerFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number | null;
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** @enum {string} */
                        feedbackType: "SELF" | "PEER";
                        period: string;
                        /** Format: int64 */
                        frequencyId: number;
                        annualPeriod: string;
                        /** @enum {string} */
                        state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        createdBy: string | null;
                        createdByName: string | null;
                        anonymous: boolean;
                        /** Format: int64 */
                        peerCount: number;
                        notice: string | null;
                        goalRatings: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                                measurementUnit: string;
                            };
                            rating: number | null;
                        }[];
                        comments: {
                            /** Format: int64 */
                            id: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            comment: string;
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                            reviewState: string | null;
                            createdOn: string;
                        }[];
                        window: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        peers: {
                            /** Format: int64 */
                            feedbackId: number;
                            peer: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        }[];
                        submittedOn: string | null;
                        abilities: {
                            editRatings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            decisions: ("SELF_REASSESSMENT_REQUIRED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "FEEDBACK_COMPLETED")[];
                            comment: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            requestPeers: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    savePeerFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    goalFeedback: {
                        /** Format: int32 */
                        id?: number;
                        goalRatings: {
                            goal: {
                                /** Format: int32 */
                                id: number;
                            };
                            /** Format: int32 */
                            rating: number | null;
                        }[];
                        /** @enum {string} */
                        state?: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        /** Format: int32 */
                        version: number;
                    };
                    comment?: {
                        comment: string;
                        /** @enum {string} */
                        state?: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                    } | null;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number | null;
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** @enum {string} */
                        feedbackType: "SELF" | "PEER";
                        period: string;
                        /** Format: int64 */
                        frequencyId: number;
                        annualPeriod: string;
                        /** @enum {string} */
                        state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        createdBy: string | null;
                        createdByName: string | null;
                        anonymous: boolean;
                        /** Format: int64 */
                        peerCount: number;
                        notice: string | null;
                        goalRatings: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                                measurementUnit: string;
                            };
                            rating: number | null;
                        }[];
                        comments: {
                            /** Format: int64 */
                            id: number;
                            createdBy: string | null;
                            createdByName: string | null;
                            comment: string;
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                            reviewState: string | null;
                            createdOn: string;
                        }[];
                        window: {
                            start: string | null;
                            end: string | null;
                            open: boolean;
                            message: string;
                        };
                        peers: {
                            /** Format: int64 */
                            feedbackId: number;
                            peer: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            /** @enum {string} */
                            state: "SUBMIT_SELF_FEEDBACK" | "SELF_REASSESSMENT_REQUIRED" | "SELF_FEEDBACK_SUBMITTED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "PEER_FEEDBACK_SUBMITTED" | "FEEDBACK_COMPLETED";
                        }[];
                        submittedOn: string | null;
                        abilities: {
                            editRatings: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            decisions: ("SELF_REASSESSMENT_REQUIRED" | "SUBMIT_PEER_FEEDBACK" | "PEER_REASSESSMENT_REQUIRED" | "FEEDBACK_COMPLETED")[];
                            comment: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            requestPeers: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getGoalScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** Format: int64 */
                        goalReviewId: number | null;
                        goalSettingState: string;
                        lines: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                            };
                            selfAverage: number | null;
                            peerAverage: number | null;
                            goalRating: number | null;
                            contribution: number | null;
                        }[];
                        proposed: number | null;
                        notice: string | null;
                        finalReview: {
                            comment: string;
                            overallRating: number;
                            proposedScore: number | null;
                            adjustmentReason: string | null;
                            writtenBy: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            writtenOn: string;
                        } | null;
                        signedOff: {
                            by: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            on: string;
                            comment: string | null;
                        } | null;
                        closed: {
                            by: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            on: string;
                            comment: string | null;
                        } | null;
                        abilities: {
                            writeFinalReview: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            signOff: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            close: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    writeFinalReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                    overallRating: number;
                    adjustmentReason?: string | null;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** Format: int64 */
                        goalReviewId: number | null;
                        goalSettingState: string;
                        lines: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                            };
                            selfAverage: number | null;
                            peerAverage: number | null;
                            goalRating: number | null;
                            contribution: number | null;
                        }[];
                        proposed: number | null;
                        notice: string | null;
                        finalReview: {
                            comment: string;
                            overallRating: number;
                            proposedScore: number | null;
                            adjustmentReason: string | null;
                            writtenBy: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            writtenOn: string;
                        } | null;
                        signedOff: {
                            by: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            on: string;
                            comment: string | null;
                        } | null;
                        closed: {
                            by: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            on: string;
                            comment: string | null;
                        } | null;
                        abilities: {
                            writeFinalReview: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            signOff: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            close: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    signOffFinalReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** Format: int64 */
                        goalReviewId: number | null;
                        goalSettingState: string;
                        lines: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                            };
                            selfAverage: number | null;
                            peerAverage: number | null;
                            goalRating: number | null;
                            contribution: number | null;
                        }[];
                        proposed: number | null;
                        notice: string | null;
                        finalReview: {
                            comment: string;
                            overallRating: number;
                            proposedScore: number | null;
                            adjustmentReason: string | null;
                            writtenBy: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            writtenOn: string;
                        } | null;
                        signedOff: {
                            by: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            on: string;
                            comment: string | null;
                        } | null;
                        closed: {
                            by: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            on: string;
                            comment: string | null;
                        } | null;
                        abilities: {
                            writeFinalReview: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            signOff: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            close: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    closeGoalYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        goalSettingFormId: number;
                        /** Format: int64 */
                        goalReviewId: number | null;
                        goalSettingState: string;
                        lines: {
                            goal: {
                                /** Format: int64 */
                                id: number;
                                goalDetails: string;
                                /** Format: int64 */
                                weightage: number;
                            };
                            selfAverage: number | null;
                            peerAverage: number | null;
                            goalRating: number | null;
                            contribution: number | null;
                        }[];
                        proposed: number | null;
                        notice: string | null;
                        finalReview: {
                            comment: string;
                            overallRating: number;
                            proposedScore: number | null;
                            adjustmentReason: string | null;
                            writtenBy: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            writtenOn: string;
                        } | null;
                        signedOff: {
                            by: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            on: string;
                            comment: string | null;
                        } | null;
                        closed: {
                            by: {
                                /** Format: int64 */
                                id: number;
                                email: string;
                                name: string;
                            };
                            on: string;
                            comment: string | null;
                        } | null;
                        abilities: {
                            writeFinalReview: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            signOff: {
                                allowed: boolean;
                                reason: string | null;
                            };
                            close: {
                                allowed: boolean;
                                reason: string | null;
                            };
                        };
                        /** Format: int64 */
                        version: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
