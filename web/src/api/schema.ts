/**
 * The agency API's types, generated from /api/v1/openapi.json by `npm run api-client`
 * (openapi-typescript). Do not edit: a test fails when this file differs from the API.
 */

export interface paths {
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agency's keys, revoked ones too, oldest first (never the keys themselves). */
        get: operations["apiKeys_list"];
        put?: never;
        /** Makes a key for the agency; the answer holds the key, shown once (only its SHA-256 is stored). */
        post: operations["apiKeys_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One key (never the key itself). */
        get: operations["apiKeys_get"];
        put?: never;
        post?: never;
        /**
         * Revokes a key: calls with it are refused from now on. It stays listed, with revokedAt.
         * @description Revoking a revoked key changes nothing.
         */
        delete: operations["apiKeys_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agency's audit log, newest first (sort `id` for oldest first).
         * @description Every write through the API, the back-office and the CLI: who (staff user or API key), when, from which address, which resource, which fields with their old and new values.
         */
        get: operations["audit_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agency's departments in their show order (all on one page). */
        get: operations["departments_list"];
        put?: never;
        post: operations["departments_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/departments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["departments_get"];
        put?: never;
        post?: never;
        /** Removes the department; its users are left without one. */
        delete: operations["departments_remove"];
        options?: never;
        head?: never;
        patch: operations["departments_patch"];
        trace?: never;
    };
    "/api/v1/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documentation of the API as a web page. */
        get: operations["docs_docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents of the agency, filtered by owner. */
        get: operations["documents_list"];
        put?: never;
        /** Attaches a document by link to one property, project or person. */
        post: operations["documents_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document. */
        get: operations["documents_get"];
        put?: never;
        post?: never;
        /** Removes a document. */
        delete: operations["documents_remove"];
        options?: never;
        head?: never;
        /** Changes a document's title, kind, link or published flag (JSON Merge Patch). */
        patch: operations["documents_change"];
        trace?: never;
    };
    "/api/v1/documents/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded document's file, whatever its publication: for the agency's own staff.
         * @description With the API key or the staff session (any role). `Content-Disposition: inline` with the file's name, the content's ETag (If-None-Match gives 304) and `Cache-Control: private, no-cache`. A document by link has no file here (404): its `url` is the link.
         */
        get: operations["documents_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a file as a document of one property, project or person.
         * @description A multipart body with the file in the part `file` and the fields as text parts. The type is judged from the content (PDF, Word, Excel, PowerPoint, JPEG, PNG, WebP; an image is stored without its metadata). Answers the document, whose `url` is the public address of its file (docs/media.md, "Documents").
         */
        post: operations["documents_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lead inbox, newest first unless sorted otherwise. */
        get: operations["leads_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One lead, with its message and sender. */
        get: operations["leads_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marks a lead handled (or new again) and assigns it to a staff user. */
        patch: operations["leads_change"];
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document. */
        get: operations["docs_openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password-reset-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a password reset link when a staff login signs in with this email.
         * @description Always 202, whether or not the email is known; at most three open links per login; limited per client address (429 with Retry-After).
         */
        post: operations["passwordResetRequests_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the token of a mailed link (or invitation); ends every session of the login. */
        post: operations["passwordResets_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/persons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The persons of the agency, by id unless sorted otherwise. */
        get: operations["persons_list"];
        put?: never;
        /** Adds a person (a NewPerson history record is written). */
        post: operations["persons_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/persons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One person. */
        get: operations["persons_get"];
        put?: never;
        post?: never;
        /**
         * Erases a person (GDPR right to erasure).
         * @description Removes the person, their demands, login, documents and links, and keeps the agency's records about them without identity: history (statistics stay true), leads, slot registrations, tasks and mails, with their name, address, email and numbers cut out of the texts; audit entries keep which fields changed, not the values. The erasure is recorded in the history and the audit log.
         */
        delete: operations["persons_erase"];
        options?: never;
        head?: never;
        /** Changes a person (JSON Merge Patch: a field sent is set, null clears it). */
        patch: operations["persons_change"];
        trace?: never;
    };
    "/api/v1/persons/{id}/demands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's demands (search requests), oldest first. */
        get: operations["persons_demands"];
        put?: never;
        /** Adds a demand to the person (a NewDemand history record is written). */
        post: operations["persons_addDemand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/persons/{id}/demands/{demandId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One demand of the person. */
        get: operations["persons_demand"];
        put?: never;
        post?: never;
        /** Removes a demand. */
        delete: operations["persons_removeDemand"];
        options?: never;
        head?: never;
        /** Changes a demand's criteria or active flag (JSON Merge Patch). */
        patch: operations["persons_changeDemand"];
        trace?: never;
    };
    "/api/v1/persons/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the agency holds about a person (GDPR right of access and portability), history included. */
        get: operations["persons_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/problems/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The description of a problem type (the `type` URI of problem documents). */
        get: operations["docs_problem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The projects of the agency, published or not, by id unless sorted otherwise. */
        get: operations["projects_list"];
        put?: never;
        /** Adds a project (unpublished unless publishInternet is true). */
        post: operations["projects_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project. */
        get: operations["projects_get"];
        put?: never;
        post?: never;
        /** Deletes a project with its texts, pictures, buildings and documents. */
        delete: operations["projects_remove"];
        options?: never;
        head?: never;
        /** Changes a project (JSON Merge Patch); publishInternet false withdraws it with its units, true publishes them again. */
        patch: operations["projects_change"];
        trace?: never;
    };
    "/api/v1/projects/{id}/buildings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's buildings by position. */
        get: operations["projects_buildings"];
        put?: never;
        /** Adds a building to the project. */
        post: operations["projects_addBuilding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/buildings/{buildingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One building of the project. */
        get: operations["projects_building"];
        put?: never;
        post?: never;
        /** Deletes a building without units. */
        delete: operations["projects_removeBuilding"];
        options?: never;
        head?: never;
        /** Changes a building (JSON Merge Patch). */
        patch: operations["projects_changeBuilding"];
        trace?: never;
    };
    "/api/v1/projects/{id}/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's pictures by position. */
        get: operations["projectPictures_list"];
        put?: never;
        /**
         * Uploads a picture of the project.
         * @description Answers once the renditions are stored (docs/media.md); the same image twice on one owner is a conflict. The picture is one change of its owner for partners.
         */
        post: operations["projectPictures_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/pictures/{pictureId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One picture of the project. */
        get: operations["projectPictures_get"];
        /** Replaces a picture's image: its id, place and caption stay, its version (and so its URLs) changes. */
        put: operations["projectPictures_replace"];
        post?: never;
        /** Removes a picture; its URLs answer 404 from then on. */
        delete: operations["projectPictures_remove"];
        options?: never;
        head?: never;
        /** Changes a picture's captions (per language; null removes one). */
        patch: operations["projectPictures_patch"];
        trace?: never;
    };
    "/api/v1/projects/{id}/pictures/{pictureId}/renditions/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One rendition of a picture of the project, whatever its publication: the agency's own previews.
         * @description The public /media/ URLs of a picture answer only while its owner is published; staff see the pictures of listings not (yet) published here, with the API key or the staff session (any role, the agency's own pictures only). Answers `Cache-Control: private, no-cache` with the rendition's ETag (If-None-Match gives 304): the picture may be replaced, which this path does not show. docs/media.md, "Previews".
         */
        get: operations["projectPictures_rendition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/pictures/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Puts the project's pictures in a new order (the first is the main picture). */
        put: operations["projectPictures_reorder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's units (properties with the project set), by building. */
        get: operations["projects_units"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/by-reference/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project with the agency's reference. */
        get: operations["projects_byReference"];
        /**
         * Creates or replaces the project with the agency's reference.
         * @description Idempotent: the whole project as its CRM holds it; fields not given take their initial values and languages not given are removed (its buildings, pictures and documents are left as they are). The same document again changes nothing. publishInternet false withdraws it with its units, true publishes them again.
         */
        put: operations["projects_upsert"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agency's properties, whatever their status, paged by cursor.
         * @description Sortable by `id` (default), `createdAt`, `updatedAt`, `price` (`-` for descending).
         */
        get: operations["properties_list"];
        put?: never;
        /**
         * Creates a property.
         * @description The domain checks every field and lists every invalid one. Without `reference` the property gets `P<id>`.
         */
        post: operations["properties_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One property. */
        get: operations["properties_get"];
        put?: never;
        post?: never;
        /**
         * Deletes a property with its texts, pictures, agents and owners.
         * @description Partners see it deleted (GetChanges, webhooks). To take it off the web but keep it, PATCH its status instead.
         */
        delete: operations["properties_remove"];
        options?: never;
        head?: never;
        /**
         * Changes a property (JSON Merge Patch).
         * @description A field sent is set, null clears it, a field not sent is kept; `descriptions` merge by language, `agents` is replaced whole.
         */
        patch: operations["properties_change"];
        trace?: never;
    };
    "/api/v1/properties/{id}/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The property's pictures by position. */
        get: operations["propertyPictures_list"];
        put?: never;
        /**
         * Uploads a picture of the property.
         * @description Answers once the renditions are stored (docs/media.md); the same image twice on one owner is a conflict. The picture is one change of its owner for partners.
         */
        post: operations["propertyPictures_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/pictures/{pictureId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One picture of the property. */
        get: operations["propertyPictures_get"];
        /** Replaces a picture's image: its id, place and caption stay, its version (and so its URLs) changes. */
        put: operations["propertyPictures_replace"];
        post?: never;
        /** Removes a picture; its URLs answer 404 from then on. */
        delete: operations["propertyPictures_remove"];
        options?: never;
        head?: never;
        /** Changes a picture's captions (per language; null removes one). */
        patch: operations["propertyPictures_patch"];
        trace?: never;
    };
    "/api/v1/properties/{id}/pictures/{pictureId}/renditions/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One rendition of a picture of the property, whatever its publication: the agency's own previews.
         * @description The public /media/ URLs of a picture answer only while its owner is published; staff see the pictures of listings not (yet) published here, with the API key or the staff session (any role, the agency's own pictures only). Answers `Cache-Control: private, no-cache` with the rendition's ETag (If-None-Match gives 304): the picture may be replaced, which this path does not show. docs/media.md, "Previews".
         */
        get: operations["propertyPictures_rendition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/pictures/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Puts the property's pictures in a new order (the first is the main picture). */
        put: operations["propertyPictures_reorder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/by-reference/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The property with the agency's reference. */
        get: operations["properties_byReference"];
        /**
         * Creates or replaces the property with the agency's reference.
         * @description Idempotent: the whole property as its CRM holds it; fields not given take their initial values. The same document again changes nothing.
         */
        put: operations["properties_upsert"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reference/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cities the agency's properties are in, whatever their status, by postcode (all on one page): what the listings are filtered by (`cityId`). */
        get: operations["reference_cities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reference/property-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The property types (`typeId`) with their names in every language, in their show order (all on one page). */
        get: operations["reference_propertyTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current session (its idle expiry moved on), or 401. */
        get: operations["session_current"];
        put?: never;
        /**
         * Sign in with a staff login: sets the session cookie `lsid` and answers the CSRF token.
         * @description Wrong credentials are a 401 that never says whether the email exists; repeated failures are refused with 429 and Retry-After before any password is checked.
         */
        post: operations["session_signIn"];
        /** Sign out: ends the session and clears the cookie. */
        delete: operations["session_signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agency's settings. */
        get: operations["settings_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the agency's settings (a field sent is set, null clears it, a field not sent is kept). */
        patch: operations["settings_patch"];
        trace?: never;
    };
    "/api/v1/staff-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agency's users with their login and role, by id. */
        get: operations["staffUsers_list"];
        put?: never;
        /**
         * Adds a member of staff, with their login when `login` is given (one write: both or neither).
         * @description Without `login.password` the login is invited: a mail carries a link to choose the password.
         */
        post: operations["staffUsers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff-users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user of the agency with its login. */
        get: operations["staffUsers_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a user (JSON Merge Patch): name, email, language, department… Its login is changed at `/staff-users/{id}/login`. */
        patch: operations["staffUsers_patch"];
        trace?: never;
    };
    "/api/v1/staff-users/{id}/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's login (its version as ETag). */
        get: operations["staffUsers_login"];
        /** Gives the user a login or replaces it (email, role, password; without a password an invitation is mailed). Its sessions end. */
        put: operations["staffUsers_put"];
        post?: never;
        /** Removes the user's login; its sessions end at once. The user stays. */
        delete: operations["staffUsers_remove"];
        options?: never;
        head?: never;
        /** Changes the user's login (email, role, password); its sessions end. */
        patch: operations["staffUsers_patchLogin"];
        trace?: never;
    };
    "/api/v1/viewing-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The slots of the agency, by start unless sorted otherwise (past ones too; filter with from/to). */
        get: operations["viewingSlots_list"];
        put?: never;
        /** Offers a new slot on a property or a project (visible at once through GetAppointmentObject). */
        post: operations["viewingSlots_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/viewing-slots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One slot, with its registrations counted and its free places. */
        get: operations["viewingSlots_get"];
        put?: never;
        post?: never;
        /**
         * Removes a slot that nobody is registered to.
         * @description A slot with registrations is refused (409) and kept: tell the persons, remove their registrations (DELETE …/registrations/{id}), then the slot.
         */
        delete: operations["viewingSlots_remove"];
        options?: never;
        head?: never;
        /** Changes a slot (JSON Merge Patch). Its property or project stays; the capacity never drops below the persons registered. */
        patch: operations["viewingSlots_change"];
        trace?: never;
    };
    "/api/v1/viewing-slots/{id}/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The persons registered to the slot, in the order they registered. */
        get: operations["viewingSlots_registrations"];
        put?: never;
        /**
         * Registers a person to the slot (as AddPersonToAppointment: the responsible user is mailed, a lead is added).
         * @description Once per person: registering a person already registered answers their registration (200) and changes nothing. A full or ended slot is refused (409).
         */
        post: operations["viewingSlots_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/viewing-slots/{id}/registrations/{registrationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One registration of the slot. */
        get: operations["viewingSlots_registration"];
        put?: never;
        post?: never;
        /** Removes a person's registration (their place is free again). */
        delete: operations["viewingSlots_unregister"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agency's subscriptions, oldest first (never their secrets). */
        get: operations["webhooks_list"];
        put?: never;
        /** Subscribes an endpoint to the changes made from now on; the answer holds the signing secret, shown once. */
        post: operations["webhooks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription (never its secret). */
        get: operations["webhooks_get"];
        put?: never;
        post?: never;
        /** Removes the subscription and its deliveries still waiting. */
        delete: operations["webhooks_remove"];
        options?: never;
        head?: never;
        /** Changes the URL, the event types, or stops and restarts the deliveries (JSON Merge Patch). */
        patch: operations["webhooks_change"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscription's deliveries, newest first: status, attempts, last response code. */
        get: operations["webhooks_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a delivery again now (with its webhook-id), whatever became of it. */
        post: operations["webhooks_redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiKeyBody: {
            /** @example CRM sync */
            name: string;
            /**
             * @description viewer reads; editor also writes listings, projects, documents, persons, leads, slots; admin also manages logins, keys, webhooks and settings.
             * @enum {string}
             */
            role: "viewer" | "editor" | "admin";
        };
        ApiKeyDocument: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            /**
             * @description The key's first characters, to tell keys apart (never the key).
             * @example lsk_Ab3d
             */
            keyStart: string;
            /**
             * Format: date-time
             * @description When the key was last accepted (recorded at most once a minute).
             */
            lastUsedAt: string | null;
            name: string;
            /**
             * Format: date-time
             * @description Calls with the key are refused from this moment on.
             */
            revokedAt: string | null;
            /** @enum {string} */
            role: "viewer" | "editor" | "admin";
        };
        ApiKeyList: {
            items: components["schemas"]["ApiKeyDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        AuditActorDocument: {
            /** @description The staff user or API key id (null for the CLI and the system). */
            id: number | null;
            /** @enum {string} */
            kind: "staff" | "api-key" | "cli" | "partner" | "system";
            /** @description The user's or key's name. */
            label: string;
        };
        AuditEntryDocument: {
            /** @enum {string} */
            action: "create" | "update" | "delete";
            actor: components["schemas"]["AuditActorDocument"];
            /** @description The client address of the write. */
            address: string | null;
            /** Format: date-time */
            at: string;
            changes: components["schemas"]["AuditFieldChangeDocument"][];
            id: number;
            /** @example properties */
            resource: string;
            /** @example 1042 */
            resourceId: string;
        };
        AuditEntryList: {
            items: components["schemas"]["AuditEntryDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        AuditFieldChangeDocument: {
            /**
             * @description The field, as a path in the resource (`price`, `descriptions/nl/title`).
             * @example price
             */
            field: string;
            /**
             * @description The value after (null: cleared).
             * @example 239000
             */
            new: Record<string, never>;
            /**
             * @description The value before (null: none).
             * @example 250000
             */
            old: Record<string, never>;
        };
        BuildingBody: {
            /** Format: date-time */
            deliveryDate?: string | null;
            /**
             * @description Description per language. Keys are language codes: nl, fr, en, de, es, ca. A language set to null is removed.
             * @example {
             *       "nl": "Zuidgericht blok met 8 appartementen"
             *     }
             */
            descriptions?: {
                [key: string]: string | null;
            } | null;
            floors?: number;
            /** @example Blok A */
            name?: string;
            /** @description Position among the project's buildings (lower first). */
            position?: number;
        };
        BuildingDocument: {
            /** Format: date-time */
            deliveryDate: string | null;
            descriptions: {
                [key: string]: string;
            };
            floors: number;
            id: number;
            name: string;
            position: number;
            projectId: number;
            /** Format: date-time */
            updatedAt: string | null;
            version: number;
        };
        BuildingListDocument: {
            items: components["schemas"]["BuildingDocument"][];
        };
        CaptionsBody: {
            /** @description Catalan */
            ca?: string | null;
            /** @description German */
            de?: string | null;
            /** @description English */
            en?: string | null;
            /** @description Spanish */
            es?: string | null;
            /** @description French */
            fr?: string | null;
            /** @description Dutch */
            nl?: string | null;
        };
        CaptionsDocument: {
            /** @description Catalan */
            ca?: string;
            /** @description German */
            de?: string;
            /** @description English */
            en?: string;
            /** @description Spanish */
            es?: string;
            /** @description French */
            fr?: string;
            /** @description Dutch */
            nl?: string;
        };
        CityDocument: {
            /**
             * @description The code a property carries as `cityId` (the listing filter `cityId` takes it).
             * @example 1015
             */
            id: number;
            /**
             * @description The name by language code (nl, fr, en, de, es, ca): its own name in that language where it has one, else the name it is known by.
             * @example {
             *       "nl": "Brussel",
             *       "fr": "Bruxelles",
             *       "en": "Brussels",
             *       "de": "Brüssel",
             *       "es": "Bruselas",
             *       "ca": "Brussel·les"
             *     }
             */
            names: {
                [key: string]: string;
            };
            /**
             * @description The postcode.
             * @example 9000
             */
            zip: string;
        };
        CityList: {
            items: components["schemas"]["CityDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        CreatedApiKeyDocument: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            /**
             * @description The key: shown in this answer only (only its SHA-256 is stored; a replay of the request leaves it out).
             * @example lsk_…
             */
            key: string;
            /**
             * @description The key's first characters, to tell keys apart (never the key).
             * @example lsk_Ab3d
             */
            keyStart: string;
            /**
             * Format: date-time
             * @description When the key was last accepted (recorded at most once a minute).
             */
            lastUsedAt: string | null;
            name: string;
            /**
             * Format: date-time
             * @description Calls with the key are refused from this moment on.
             */
            revokedAt: string | null;
            /** @enum {string} */
            role: "viewer" | "editor" | "admin";
        };
        CreatedWebhookDocument: {
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description Why the service stopped delivering (410 Gone, retries exhausted) or who stopped it. */
            disabledReason: string | null;
            /** @description null: every event. */
            events: string[] | null;
            id: number;
            /**
             * @description How the latest attempt went.
             * @example delivered (HTTP 204)
             */
            lastAttempt: string | null;
            /**
             * @description The signing secret (Standard Webhooks `webhook-signature`): shown in this answer only, never again (a replay of the request leaves it out).
             * @example whsec_…
             */
            secret: string;
            /** Format: date-time */
            updatedAt: string | null;
            url: string;
            version: number;
        };
        DemandBody: {
            /** @description An inactive demand gets no matching listings. */
            active?: boolean;
            /** @description City names; empty: any. */
            cityNames?: string[];
            comment?: string | null;
            /** @description Geographic zones; empty: any. */
            geographicIds?: number[];
            /** @description Goal: 0 sale, 1 rent, 2 take-over. */
            goal?: number;
            /** @description Mail the person new matching listings. */
            mailAlert?: boolean;
            /** @description Fewest bedrooms. */
            minRoom?: number;
            /** @description Lowest price; null or 0: no bound. */
            priceFrom?: number | null;
            /**
             * @description Highest price; null or 0: no bound.
             * @example 350000
             */
            priceTo?: number | null;
            /** @description Property types (GetTypeOfPropertyList); empty: any. */
            typeIds?: number[];
            /**
             * @description Postal codes; empty: any.
             * @example [
             *       "9000"
             *     ]
             */
            zips?: string[];
        };
        DemandDocument: {
            active: boolean;
            cityNames: string[];
            comment: string | null;
            /** Format: date-time */
            createdAt: string;
            geographicIds: number[];
            goal: number;
            id: number;
            mailAlert: boolean;
            minRoom: number;
            personId: number;
            priceFrom: number | null;
            priceTo: number | null;
            typeIds: number[];
            /** Format: date-time */
            updatedAt: string;
            version: number;
            zips: string[];
        };
        DemandListDocument: {
            items: components["schemas"]["DemandDocument"][];
        };
        DepartmentBody: {
            /** @example Rentals */
            name: string;
            /** @description Default: after the last one. */
            showOrder?: number;
        };
        DepartmentDocument: {
            /** @example 1 */
            id: number;
            /** @example Sales */
            name: string;
            /**
             * @description Departments are listed by it.
             * @example 1
             */
            showOrder: number;
        };
        DepartmentList: {
            items: components["schemas"]["DepartmentDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        DepartmentPatch: {
            name?: string;
            showOrder?: number;
        };
        DocumentBody: {
            /**
             * @description What the document is (a new one: `other` when not given).
             * @enum {string|null}
             */
            kind?: "plan" | "certificate" | "brochure" | "contract" | "identity" | "picture" | "other" | null;
            /** @description The person it belongs to (POST only; never shown to partners). */
            personId?: number | null;
            /** @description The project it belongs to (POST only). */
            projectId?: number | null;
            /** @description The property it belongs to (POST only; one of propertyId, projectId, personId). */
            propertyId?: number | null;
            /** @description Shown on the agency's website and partner sites. */
            published?: boolean | null;
            /** @example EPC certificate */
            title?: string | null;
            /**
             * @description http(s) address of the file (a document by link; an uploaded file has its own).
             * @example https://docs.example.com/epc-1042.pdf
             */
            url?: string | null;
        };
        DocumentDocument: {
            /** Format: date-time */
            createdAt: string;
            /** @description The uploaded file; null for a document by link. */
            file: components["schemas"]["DocumentFileDocument"] | null;
            id: number;
            /** @enum {string} */
            kind: "plan" | "certificate" | "brochure" | "contract" | "identity" | "picture" | "other";
            personId: number | null;
            projectId: number | null;
            propertyId: number | null;
            published: boolean;
            title: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The link, or for an uploaded file its public address (`/media/<agency>/document-<id>/<name>`), which answers while the document is published and belongs to a property or project; the agency's staff read the file at `GET /documents/{id}/file` whatever its publication. */
            url: string;
            version: number;
        };
        DocumentFileDocument: {
            /**
             * @description Its size in bytes (an image: as stored, without its metadata).
             * @example 182044
             */
            bytes: number;
            /**
             * @description The file name as uploaded.
             * @example EPC 1042.pdf
             */
            name: string;
            /**
             * @description The media type, judged from the content.
             * @example application/pdf
             */
            type: string;
        };
        DocumentList: {
            items: components["schemas"]["DocumentDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        ExternalUrlsDocument: {
            large: string;
            medium: string;
            small: string;
            xlarge: string;
        };
        LeadBody: {
            /** @description The staff user who handles it; null unassigns it. */
            assignedUserId?: number | null;
            /**
             * @description `handled` once dealt with; `new` reopens it.
             * @enum {string}
             */
            status?: "new" | "handled";
        };
        LeadDocument: {
            /** @description The viewing slot of a viewing registration. */
            appointmentId: number | null;
            assignedUserId: number | null;
            /** @description The demand the lead stored or changed. */
            demandId: number | null;
            /** Format: date-time */
            handledAt: string | null;
            id: number;
            /**
             * @description `contact` (ContactMe, ContactOnMe…), `registration` (RegisterPerson), `demand` (DemandRegister), `viewing` (AddPersonToAppointment).
             * @enum {string}
             */
            kind: "contact" | "registration" | "demand" | "viewing";
            /** @description The visitor's message. */
            message: string | null;
            /** @description Who sent it; null once the person was erased. */
            person: components["schemas"]["LeadSenderDocument"] | null;
            /** @description The project the lead is about; null when it is about none, or the project no longer exists. */
            project: components["schemas"]["LeadProjectDocument"] | null;
            projectId: number | null;
            /** @description The property the lead is about, named by its reference and place; null when it is about none, or the property no longer exists. */
            property: components["schemas"]["LeadPropertyDocument"] | null;
            propertyId: number | null;
            /** Format: date-time */
            receivedAt: string;
            /** @enum {string} */
            status: "new" | "handled";
            subject: string | null;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        LeadList: {
            items: components["schemas"]["LeadDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        LeadProjectDocument: {
            id: number;
            /** @example Residentie Zonnehof */
            name: string;
            reference: string | null;
        };
        LeadPropertyDocument: {
            /** @example Gent */
            city: string | null;
            id: number;
            /** @description The dossier reference. */
            ident: string | null;
            /**
             * @description The agency's own reference; null for a property made before the agency API gave one.
             * @example CRM-1001
             */
            reference: string | null;
            /** @example 9000 */
            zip: string | null;
        };
        LeadSenderDocument: {
            email: string | null;
            firstName: string | null;
            id: number;
            mobileNumber: string | null;
            name: string;
            phoneNumber: string | null;
        };
        PasswordResetBody: {
            /**
             * @description The new password: 8 to 1024 characters, not the sign-in email.
             * @example a long new passphrase
             */
            password: string;
            /**
             * @description The token of the mailed link (`…/admin/password-reset?token=…`).
             * @example Zr2m8cVbq0oQH4l2k7Jq1s9TtXw3a5dYpN6eF0gU1iK
             */
            token: string;
        };
        PasswordResetRequestBody: {
            /**
             * @description The sign-in email whose password is forgotten.
             * @example thomas.devos@immodemo.be
             */
            email: string;
        };
        PatchLoginBody: {
            email?: string;
            password?: string;
            /** @enum {string} */
            role?: "viewer" | "editor" | "admin";
        };
        PersonBody: {
            /**
             * @description Street and house number.
             * @example Veldstraat 12
             */
            addressA?: string | null;
            /** @description AddressTitle: 1 De heer … 9 Mr and Mrs. */
            addressTitle?: number | null;
            /** @example Gent */
            city?: string | null;
            /** @description CountryID (GetCountryList). */
            countryId?: number | null;
            /**
             * @description Unique within the agency; stored lower-cased.
             * @example an.peeters@example.com
             */
            email?: string | null;
            /** @example An */
            firstName?: string | null;
            /** @description The agency's own reference of the person. */
            ident?: string | null;
            /** @description LanguageID: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA. */
            languageId?: number;
            /** @description LetterTitle (as addressTitle). */
            letterTitle?: number | null;
            mobileNumber?: string | null;
            /**
             * @description Family name (a person needs a name or an email address).
             * @example Peeters
             */
            name?: string | null;
            /** @description The office of the agency the person belongs to. */
            officeId?: number | null;
            /** @description Sets the person's website login password; null removes the login. */
            password?: string | null;
            /** @example +32 9 123 45 67 */
            phoneNumber?: string | null;
            /** @example 9000 */
            zip?: string | null;
        };
        PersonDocument: {
            addressA: string | null;
            addressTitle: number | null;
            city: string | null;
            countryId: number | null;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            firstName: string | null;
            /** @description Whether the person can sign in on the website. */
            hasLogin: boolean;
            id: number;
            ident: string | null;
            languageId: number;
            letterTitle: number | null;
            mobileNumber: string | null;
            /** @example Peeters */
            name: string;
            officeId: number | null;
            phoneNumber: string | null;
            /** @description Where the person came from (GetPersonSourceList). */
            sourceId: number | null;
            /** Format: date-time */
            updatedAt: string;
            /** @description The version, also sent as the ETag. */
            version: number;
            zip: string | null;
        };
        PersonExportDocument: {
            /** @description Categories the person is filed under: { id, name }. */
            categories: {
                [key: string]: unknown;
            }[];
            demands: components["schemas"]["DemandDocument"][];
            /** @description The person's documents. */
            documents: {
                [key: string]: unknown;
            }[];
            /** Format: date-time */
            exportedAt: string;
            /** @description Every history record about the person (contact requests, visits, registrations, changes). */
            history: {
                [key: string]: unknown;
            }[];
            /** @description Leads the person sent. */
            leads: {
                [key: string]: unknown;
            }[];
            /** @description Mails sent (or to be sent) to their address. */
            mails: {
                [key: string]: unknown;
            }[];
            /** @description Properties the person owns. */
            ownedPropertyIds: number[];
            /** @description Password resets asked (dates only). */
            passwordResets: {
                [key: string]: unknown;
            }[];
            person: components["schemas"]["PersonDocument"];
            /** @description Relations to other persons. */
            personRelations: {
                [key: string]: unknown;
            }[];
            /** @description Relations to properties and projects (candidate, tenant, buyer…). */
            propertyRelations: {
                [key: string]: unknown;
            }[];
            /** @description The person's selected properties. */
            selectedProperties: {
                [key: string]: unknown;
            }[];
            /** @description Where the person came from: { id, name }. */
            source: {
                [key: string]: unknown;
            } | null;
            /** @description Tasks of the staff about the person. */
            tasks: {
                [key: string]: unknown;
            }[];
            /** @description Registrations to viewing and open-house slots. */
            viewingRegistrations: {
                [key: string]: unknown;
            }[];
        };
        PersonList: {
            items: components["schemas"]["PersonDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        PictureDocument: {
            /**
             * @description By language code. The legacy interfaces show a picture's Name in the request's language, else the one in the agency's language (else the first).
             * @example {
             *       "nl": "Woonkamer",
             *       "fr": "Séjour"
             *     }
             */
            captions: components["schemas"]["CaptionsDocument"];
            externalUrls: components["schemas"]["ExternalUrlsDocument"] | null;
            /** @example 3000 */
            height: number | null;
            /** @example 1042 */
            id: number;
            /**
             * @description 1 is the main picture.
             * @example 1
             */
            position: number;
            renditions: components["schemas"]["RenditionsDocument"] | null;
            /** @description Uploaded here (renditions), or files made elsewhere (externalUrls, from an import). */
            uploaded: boolean;
            /**
             * @description Changes when, and only when, the picture's content changes; part of its URLs (and its ETag).
             * @example 3
             */
            version: number;
            /**
             * @description The original image after auto-orientation (uploaded), or the XLarge file (imported).
             * @example 4000
             */
            width: number | null;
        };
        PictureFileDocument: {
            height: number;
            url: string;
            width: number;
        };
        PictureList: {
            /** @description By position. */
            items: components["schemas"]["PictureDocument"][];
            /** @description Always null: an owner has one page of pictures. */
            nextCursor: string | null;
            total: number;
        };
        PictureOrderBody: {
            /**
             * @description Every picture id of the owner, each once, in the new order (the first is the main picture).
             * @example [
             *       1043,
             *       1042
             *     ]
             */
            pictureIds: number[];
        };
        PicturePatchBody: {
            /** @description Merged into the captions: a language set to null is removed. */
            captions?: components["schemas"]["CaptionsBody"];
        };
        ProblemDocument: {
            /** @example Some fields are not valid. */
            detail: string;
            /** @description Every invalid field (validation problems). */
            errors?: components["schemas"]["ProblemFieldDocument"][];
            /**
             * @description The request id (also in the X-Request-Id header and the service logs).
             * @example 3f1c9a52-0d7e-4c1e-9a57-1f0e8a2b6c4d
             */
            instance: string;
            /** @example 400 */
            status: number;
            /** @example The request is not valid */
            title: string;
            /**
             * @description The kind of problem: `<origin>/api/v1/problems/<kind>`, documented at that address.
             * @example https://listings.example/api/v1/problems/validation
             */
            type: string;
        };
        ProblemFieldDocument: {
            /**
             * @description Why: `required`, `type`, `minimum`, `maximum`, `max-length`, `enum`, `unknown-field`, `unknown-reference`, `unique`, `format`…
             * @example minimum
             */
            code: string;
            /**
             * @description JSON pointer into the request body (`/price`), or `/query/<name>` for a query parameter; empty for the body as a whole.
             * @example /price
             */
            field: string;
            /** @example price must not be less than 0 */
            message: string;
        };
        ProjectBody: {
            city?: string | null;
            countryId?: number | null;
            /** Format: date-time */
            deliveryDate?: string | null;
            /**
             * @description Texts per language. Keys are language codes: nl, fr, en, de, es, ca. A language set to null is removed.
             * @example {
             *       "nl": {
             *         "shortDescription": "Nieuwbouw in het centrum",
             *         "description": "<p>12 appartementen…</p>"
             *       }
             *     }
             */
            descriptions?: {
                [key: string]: components["schemas"]["ProjectTextsBody"] | null;
            } | null;
            houseNumber?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            /** @example Residentie Zonnehof */
            name?: string;
            officeId?: number | null;
            /** @description The language texts fall back to (LanguageID). */
            originalLanguageId?: number;
            /** @description Published on portals and partner sites; false withdraws the project with its units. */
            publishInternet?: boolean;
            /** @description Published on the agency's own website. */
            publishWebsite?: boolean;
            /**
             * @description The agency's own key (its CRM's), unique within the agency.
             * @example PRJ-2026-04
             */
            reference?: string | null;
            /** @description The staff user responsible for the project (its contact on the website). */
            responsibleUserId?: number | null;
            /** @description Position in the agency's project lists (lower first). */
            showOrder?: number;
            /** @description 0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out. */
            status?: number;
            street?: string | null;
            /** @description Sub-status (GetSubstatusList). */
            subStatusId?: number | null;
            /** @description http(s) address of the project site. */
            website?: string | null;
            zip?: string | null;
        };
        ProjectDocument: {
            city: string | null;
            countryId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveryDate: string | null;
            /** @description Texts per language. Keys are language codes: nl, fr, en, de, es, ca. */
            descriptions: {
                [key: string]: components["schemas"]["ProjectTextsDocument"];
            };
            houseNumber: string | null;
            id: number;
            latitude: number | null;
            longitude: number | null;
            name: string;
            officeId: number | null;
            originalLanguageId: number;
            publishInternet: boolean;
            publishWebsite: boolean;
            reference: string | null;
            responsibleUserId: number | null;
            showOrder: number;
            status: number;
            street: string | null;
            subStatusId: number | null;
            /** Format: date-time */
            updatedAt: string;
            version: number;
            website: string | null;
            /**
             * Format: date-time
             * @description When the project left publication.
             */
            withdrawnAt: string | null;
            zip: string | null;
        };
        ProjectList: {
            items: components["schemas"]["ProjectDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        ProjectTextsBody: {
            /** @description May hold rich text (HTML). */
            description?: string | null;
            shortDescription?: string | null;
        };
        ProjectTextsDocument: {
            description: string | null;
            shortDescription: string | null;
        };
        PropertyAgentBody: {
            /**
             * @description 1 main responsible, 2 co-agent.
             * @enum {number}
             */
            role: 1 | 2;
            /** @description An agency user (GetUserOfProperty). */
            userId: number;
        };
        PropertyBody: {
            /** @description The agents responsible (the whole list; replaced as a whole). */
            agents?: components["schemas"]["PropertyAgentBody"][] | null;
            /** @description Bathrooms (`NumberOfBathRooms`). */
            bathrooms?: number;
            /** @description Bedrooms (`NumberOfBedRooms`). */
            bedrooms?: number;
            /** @description The building of that project the unit is in (`BuildingID`): a building of the property's project (moving a unit to another project needs a building of that project, or null). */
            buildingId?: number | null;
            /** @description City name (`City`). */
            city?: string | null;
            /** @description City of the reference data. */
            cityId?: number | null;
            /**
             * @description Condition (`ConditionID`): 1 new, 2 excellent, 3 good, 4 to refresh, 5 to renovate, 6 to demolish.
             * @enum {integer|null}
             */
            conditionId?: 1 | 2 | 3 | 4 | 5 | 6 | null;
            /** @description Year of construction (`ConstructionYear`). */
            constructionYear?: number | null;
            /** @description Country (`CountryID`). */
            countryId?: number | null;
            /** @description Texts by language code (`{"nl": {"descriptionA": …, "descriptionB": …}}`). */
            descriptions?: components["schemas"]["PropertyDescriptionsBody"] | null;
            /** @description District (`District`). */
            district?: string | null;
            /** @description Energy performance in kWh/m² per year (`EnergyPerformance`). */
            energyPerformance?: number | null;
            /** @description Floor (`Floor`). */
            floor?: number | null;
            /** @description Garages (`NumberOfGarages`). */
            garages?: number;
            /**
             * @description Goal (`Goal`): 0 sale, 1 rent, 2 take-over.
             * @enum {integer}
             */
            goal?: 0 | 1 | 2;
            /** @description Has an attic (`HasAttic`). */
            hasAttic?: boolean;
            /** @description Has a cellar (`HasCellar`). */
            hasCellar?: boolean;
            /** @description Furnished (`HasFurnished`). */
            hasFurnished?: boolean;
            /** @description Has a garden (`HasGarden`). */
            hasGarden?: boolean;
            /** @description Has a lift (`HasLift`). */
            hasLift?: boolean;
            /**
             * @description Heating (`HeatingID`): 1 gas, 2 fuel oil, 3 electric, 4 heat pump, 5 wood/pellets, 6 none.
             * @enum {integer|null}
             */
            heatingId?: 1 | 2 | 3 | 4 | 5 | 6 | null;
            /** @description House number (`HouseNumber`). */
            houseNumber?: string | null;
            /** @description Dossier reference (record field `Ident`). */
            ident?: string | null;
            /** @description An office property (`IsOffice`). */
            isOffice?: boolean;
            /**
             * @description Kitchen (`KitchenID`): 1 not equipped, 2 semi-equipped, 3 fully equipped, 4 American.
             * @enum {integer|null}
             */
            kitchenId?: 1 | 2 | 3 | 4 | null;
            /** @description Latitude (`GoogleY`). */
            latitude?: number | null;
            /** @description Longitude (`GoogleX`). */
            longitude?: number | null;
            /** @description Marquee shown with the listing (`Marquee`; 0 none). */
            marquee?: number;
            /** @description Neighbourhood the property lies in. */
            neighbourhoodId?: number | null;
            /** @description Office of the agency (`OfficeID`). */
            officeId?: number | null;
            /**
             * @description Language the texts were written in (`LanguageID`; 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA): the fallback for missing translations.
             * @enum {integer}
             */
            originalLanguageId?: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description Parking places (`NumberOfParkings`). */
            parkings?: number;
            /** @description Price (`Price`). */
            price?: number | null;
            /**
             * @description What the price is for (`PriceUnit`): 0 total, 1 per month, 2 per year, 3 per m², 4 per m² per year.
             * @enum {integer}
             */
            priceUnit?: 0 | 1 | 2 | 3 | 4;
            /** @description The construction project of the agency the property is a unit of (`ProjectID`); null takes it out of the project (and out of its building, unless `buildingId` is given too). */
            projectId?: number | null;
            /** @description Whether the price is shown (`PublishPrice`). */
            publishPrice?: boolean;
            /** @description The agency's own reference (its CRM's key), unique within the agency; `P<id>` when none is given. */
            reference?: string | null;
            /** @description Shower rooms (`NumberOfShowerRooms`). */
            showerRooms?: number;
            /** @description Web site (`SiteID`). */
            siteId?: number | null;
            /** @description Starting price (`StartPrice`). */
            startPrice?: number | null;
            /**
             * @description Status (`Status`): 0 prospective, 1 active, 2 sold, 3 cancelled, 4 rented, 5 inactive, 6 reference. 1, 2, 4 and 6 are published; leaving them withdraws the property.
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
            /** @description Street (`Street`). */
            street?: string | null;
            /** @description Sub-status (`SubStatus`), e.g. under option. */
            subStatus?: number | null;
            /** @description Built surface in m² (`SurfaceConstructed`). */
            surfaceConstructed?: number | null;
            /** @description Garden surface in m² (`SurfaceGarden`). */
            surfaceGarden?: number | null;
            /** @description Ground surface in m² (`SurfaceGround`). */
            surfaceGround?: number | null;
            /** @description Second ground plot in m² (`SurfaceGround2`). */
            surfaceGround2?: number | null;
            /** @description Living surface in m² (`SurfaceLiving`). */
            surfaceLiving?: number | null;
            /** @description Office part in m² (`SurfaceOffice`). */
            surfaceOffice?: number | null;
            /** @description Shop or storage surface in m² (`SurfaceStore`). */
            surfaceStore?: number | null;
            /** @description Terrace surface in m² (`SurfaceTerrace`). */
            surfaceTerrace?: number | null;
            /** @description Total surface in m² (`SurfaceTotal`). */
            surfaceTotal?: number | null;
            /** @description Toilets (`NumberOfToilets`). */
            toilets?: number;
            /** @description Property type (`TypeID`). Required when creating. */
            typeId?: number;
            /** @description Address of a virtual tour (`VirtualTour`). */
            virtualTour?: string | null;
            /** @description Web channel (`WebID`); the property type’s channel when not given. */
            webId?: number;
            /** @description Postcode (`Zip`). */
            zip?: string | null;
            /** @description Geographic zone (`GeographicID`). */
            zoneId?: number | null;
        };
        PropertyDescriptionBody: {
            /** @description Short description (record field `DescriptionA`). */
            descriptionA?: string | null;
            /** @description Long description, may be HTML (record field `DescriptionB`). */
            descriptionB?: string | null;
        };
        PropertyDescriptionsBody: {
            /** @description Catalan. */
            ca?: components["schemas"]["PropertyDescriptionBody"] | null;
            /** @description German. */
            de?: components["schemas"]["PropertyDescriptionBody"] | null;
            /** @description English. */
            en?: components["schemas"]["PropertyDescriptionBody"] | null;
            /** @description Spanish. */
            es?: components["schemas"]["PropertyDescriptionBody"] | null;
            /** @description French. */
            fr?: components["schemas"]["PropertyDescriptionBody"] | null;
            /** @description Dutch. */
            nl?: components["schemas"]["PropertyDescriptionBody"] | null;
        };
        PropertyList: {
            items: components["schemas"]["PropertyResource"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        PropertyPatchBody: {
            /** @description The agents responsible (the whole list; replaced as a whole). */
            agents?: components["schemas"]["PropertyAgentBody"][] | null;
            /** @description Bathrooms (`NumberOfBathRooms`). */
            bathrooms?: number;
            /** @description Bedrooms (`NumberOfBedRooms`). */
            bedrooms?: number;
            /** @description The building of that project the unit is in (`BuildingID`): a building of the property's project (moving a unit to another project needs a building of that project, or null). */
            buildingId?: number | null;
            /** @description City name (`City`). */
            city?: string | null;
            /** @description City of the reference data. */
            cityId?: number | null;
            /**
             * @description Condition (`ConditionID`): 1 new, 2 excellent, 3 good, 4 to refresh, 5 to renovate, 6 to demolish.
             * @enum {integer|null}
             */
            conditionId?: 1 | 2 | 3 | 4 | 5 | 6 | null;
            /** @description Year of construction (`ConstructionYear`). */
            constructionYear?: number | null;
            /** @description Country (`CountryID`). */
            countryId?: number | null;
            /** @description Texts by language code (`{"nl": {"descriptionA": …, "descriptionB": …}}`). */
            descriptions?: components["schemas"]["PropertyDescriptionsBody"] | null;
            /** @description District (`District`). */
            district?: string | null;
            /** @description Energy performance in kWh/m² per year (`EnergyPerformance`). */
            energyPerformance?: number | null;
            /** @description Floor (`Floor`). */
            floor?: number | null;
            /** @description Garages (`NumberOfGarages`). */
            garages?: number;
            /**
             * @description Goal (`Goal`): 0 sale, 1 rent, 2 take-over.
             * @enum {integer}
             */
            goal?: 0 | 1 | 2;
            /** @description Has an attic (`HasAttic`). */
            hasAttic?: boolean;
            /** @description Has a cellar (`HasCellar`). */
            hasCellar?: boolean;
            /** @description Furnished (`HasFurnished`). */
            hasFurnished?: boolean;
            /** @description Has a garden (`HasGarden`). */
            hasGarden?: boolean;
            /** @description Has a lift (`HasLift`). */
            hasLift?: boolean;
            /**
             * @description Heating (`HeatingID`): 1 gas, 2 fuel oil, 3 electric, 4 heat pump, 5 wood/pellets, 6 none.
             * @enum {integer|null}
             */
            heatingId?: 1 | 2 | 3 | 4 | 5 | 6 | null;
            /** @description House number (`HouseNumber`). */
            houseNumber?: string | null;
            /** @description Dossier reference (record field `Ident`). */
            ident?: string | null;
            /** @description An office property (`IsOffice`). */
            isOffice?: boolean;
            /**
             * @description Kitchen (`KitchenID`): 1 not equipped, 2 semi-equipped, 3 fully equipped, 4 American.
             * @enum {integer|null}
             */
            kitchenId?: 1 | 2 | 3 | 4 | null;
            /** @description Latitude (`GoogleY`). */
            latitude?: number | null;
            /** @description Longitude (`GoogleX`). */
            longitude?: number | null;
            /** @description Marquee shown with the listing (`Marquee`; 0 none). */
            marquee?: number;
            /** @description Neighbourhood the property lies in. */
            neighbourhoodId?: number | null;
            /** @description Office of the agency (`OfficeID`). */
            officeId?: number | null;
            /**
             * @description Language the texts were written in (`LanguageID`; 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA): the fallback for missing translations.
             * @enum {integer}
             */
            originalLanguageId?: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description Parking places (`NumberOfParkings`). */
            parkings?: number;
            /** @description Price (`Price`). */
            price?: number | null;
            /**
             * @description What the price is for (`PriceUnit`): 0 total, 1 per month, 2 per year, 3 per m², 4 per m² per year.
             * @enum {integer}
             */
            priceUnit?: 0 | 1 | 2 | 3 | 4;
            /** @description The construction project of the agency the property is a unit of (`ProjectID`); null takes it out of the project (and out of its building, unless `buildingId` is given too). */
            projectId?: number | null;
            /** @description Whether the price is shown (`PublishPrice`). */
            publishPrice?: boolean;
            /** @description The agency's own reference (its CRM's key), unique within the agency; `P<id>` when none is given. */
            reference?: string | null;
            /** @description Shower rooms (`NumberOfShowerRooms`). */
            showerRooms?: number;
            /** @description Web site (`SiteID`). */
            siteId?: number | null;
            /** @description Starting price (`StartPrice`). */
            startPrice?: number | null;
            /**
             * @description Status (`Status`): 0 prospective, 1 active, 2 sold, 3 cancelled, 4 rented, 5 inactive, 6 reference. 1, 2, 4 and 6 are published; leaving them withdraws the property.
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
            /** @description Street (`Street`). */
            street?: string | null;
            /** @description Sub-status (`SubStatus`), e.g. under option. */
            subStatus?: number | null;
            /** @description Built surface in m² (`SurfaceConstructed`). */
            surfaceConstructed?: number | null;
            /** @description Garden surface in m² (`SurfaceGarden`). */
            surfaceGarden?: number | null;
            /** @description Ground surface in m² (`SurfaceGround`). */
            surfaceGround?: number | null;
            /** @description Second ground plot in m² (`SurfaceGround2`). */
            surfaceGround2?: number | null;
            /** @description Living surface in m² (`SurfaceLiving`). */
            surfaceLiving?: number | null;
            /** @description Office part in m² (`SurfaceOffice`). */
            surfaceOffice?: number | null;
            /** @description Shop or storage surface in m² (`SurfaceStore`). */
            surfaceStore?: number | null;
            /** @description Terrace surface in m² (`SurfaceTerrace`). */
            surfaceTerrace?: number | null;
            /** @description Total surface in m² (`SurfaceTotal`). */
            surfaceTotal?: number | null;
            /** @description Toilets (`NumberOfToilets`). */
            toilets?: number;
            /** @description Property type (`TypeID`). Required when creating. */
            typeId?: number;
            /** @description Address of a virtual tour (`VirtualTour`). */
            virtualTour?: string | null;
            /** @description Web channel (`WebID`); the property type’s channel when not given. */
            webId?: number;
            /** @description Postcode (`Zip`). */
            zip?: string | null;
            /** @description Geographic zone (`GeographicID`). */
            zoneId?: number | null;
        };
        PropertyPictureDocument: {
            id: number;
            large: components["schemas"]["PictureFileDocument"];
            medium: components["schemas"]["PictureFileDocument"];
            name: string | null;
            small: components["schemas"]["PictureFileDocument"];
            xlarge: components["schemas"]["PictureFileDocument"];
        };
        PropertyResource: {
            agents: components["schemas"]["PropertyAgentBody"][];
            /** @description Bathrooms (`NumberOfBathRooms`). */
            bathrooms: number;
            /** @description Bedrooms (`NumberOfBedRooms`). */
            bedrooms: number;
            /** @description The building of that project the unit is in (`BuildingID`): a building of the property's project (moving a unit to another project needs a building of that project, or null). */
            buildingId: number | null;
            /** @description City name (`City`). */
            city: string | null;
            /** @description City of the reference data. */
            cityId: number | null;
            /**
             * @description Condition (`ConditionID`): 1 new, 2 excellent, 3 good, 4 to refresh, 5 to renovate, 6 to demolish.
             * @enum {integer|null}
             */
            conditionId: 1 | 2 | 3 | 4 | 5 | 6 | null;
            /** @description In the agency's language (record field `ConditionName`). */
            readonly conditionName: string | null;
            /** @description Year of construction (`ConstructionYear`). */
            constructionYear: number | null;
            /** @description In the agency's language (record field `CountryAbbr`). */
            readonly countryAbbr: string | null;
            /** @description Country (`CountryID`). */
            countryId: number | null;
            /** @description In the agency's language (record field `CountryName`). */
            readonly countryName: string | null;
            /**
             * Format: date-time
             * @description Created (`CreatedDate`).
             */
            readonly createdAt: string;
            /** @description Texts by language code. */
            descriptions: components["schemas"]["PropertyDescriptionsBody"];
            /** @description District (`District`). */
            district: string | null;
            /** @description Energy performance in kWh/m² per year (`EnergyPerformance`). */
            energyPerformance: number | null;
            /** @description Floor (`Floor`). */
            floor: number | null;
            /** @description Garages (`NumberOfGarages`). */
            garages: number;
            /**
             * @description Goal (`Goal`): 0 sale, 1 rent, 2 take-over.
             * @enum {integer}
             */
            goal: 0 | 1 | 2;
            /** @description Has an attic (`HasAttic`). */
            hasAttic: boolean;
            /** @description Has a cellar (`HasCellar`). */
            hasCellar: boolean;
            /** @description Furnished (`HasFurnished`). */
            hasFurnished: boolean;
            /** @description Has a garden (`HasGarden`). */
            hasGarden: boolean;
            /** @description Has a lift (`HasLift`). */
            hasLift: boolean;
            /**
             * @description Heating (`HeatingID`): 1 gas, 2 fuel oil, 3 electric, 4 heat pump, 5 wood/pellets, 6 none.
             * @enum {integer|null}
             */
            heatingId: 1 | 2 | 3 | 4 | 5 | 6 | null;
            /** @description In the agency's language (record field `HeatingName`). */
            readonly heatingName: string | null;
            /** @description House number (`HouseNumber`). */
            houseNumber: string | null;
            /** @description The id the legacy interfaces use (`ID`). */
            readonly id: number;
            /** @description Dossier reference (record field `Ident`). */
            ident: string | null;
            /** @description An office property (`IsOffice`). */
            isOffice: boolean;
            /**
             * @description Kitchen (`KitchenID`): 1 not equipped, 2 semi-equipped, 3 fully equipped, 4 American.
             * @enum {integer|null}
             */
            kitchenId: 1 | 2 | 3 | 4 | null;
            /** @description In the agency's language (record field `KitchenName`). */
            readonly kitchenName: string | null;
            /** @description Latitude (`GoogleY`). */
            latitude: number | null;
            /** @description Longitude (`GoogleX`). */
            longitude: number | null;
            /** @description Main type of the type (`MainTypeID`). */
            readonly mainTypeId: number | null;
            /** @description In the agency's language (record field `MainTypeName`). */
            readonly mainTypeName: string | null;
            /** @description Marquee shown with the listing (`Marquee`; 0 none). */
            marquee: number;
            /** @description In the agency's language (record field `MarqueeName`). */
            readonly marqueeName: string | null;
            /** @description Neighbourhood the property lies in. */
            neighbourhoodId: number | null;
            /** @description Office of the agency (`OfficeID`). */
            officeId: number | null;
            /** @description In the agency's language (record field `OfficeName`). */
            readonly officeName: string | null;
            /**
             * @description Language the texts were written in (`LanguageID`; 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA): the fallback for missing translations.
             * @enum {integer}
             */
            originalLanguageId: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description Parking places (`NumberOfParkings`). */
            parkings: number;
            /** @description Pictures, main first (record fields `*PictureItems`). */
            readonly pictures: components["schemas"]["PropertyPictureDocument"][];
            /** @description Price (`Price`). */
            price: number | null;
            /**
             * @description What the price is for (`PriceUnit`): 0 total, 1 per month, 2 per year, 3 per m², 4 per m² per year.
             * @enum {integer}
             */
            priceUnit: 0 | 1 | 2 | 3 | 4;
            /** @description In the agency's language (record field `PriceUnitText`). */
            readonly priceUnitText: string | null;
            /** @description The construction project of the agency the property is a unit of (`ProjectID`); null takes it out of the project (and out of its building, unless `buildingId` is given too). */
            projectId: number | null;
            /** @description Whether the price is shown (`PublishPrice`). */
            publishPrice: boolean;
            /** @description The agency's own reference (its CRM's key), unique within the agency; `P<id>` when none is given. */
            reference: string | null;
            /** @description Shower rooms (`NumberOfShowerRooms`). */
            showerRooms: number;
            /** @description Web site (`SiteID`). */
            siteId: number | null;
            /** @description Starting price (`StartPrice`). */
            startPrice: number | null;
            /**
             * @description Status (`Status`): 0 prospective, 1 active, 2 sold, 3 cancelled, 4 rented, 5 inactive, 6 reference. 1, 2, 4 and 6 are published; leaving them withdraws the property.
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4 | 5 | 6;
            /** @description In the agency's language (record field `StatusName`). */
            readonly statusName: string | null;
            /** @description Street (`Street`). */
            street: string | null;
            /** @description Sub-status (`SubStatus`), e.g. under option. */
            subStatus: number | null;
            /** @description In the agency's language (record field `SubStatusName`). */
            readonly subStatusName: string | null;
            /** @description Built surface in m² (`SurfaceConstructed`). */
            surfaceConstructed: number | null;
            /** @description Garden surface in m² (`SurfaceGarden`). */
            surfaceGarden: number | null;
            /** @description Ground surface in m² (`SurfaceGround`). */
            surfaceGround: number | null;
            /** @description Second ground plot in m² (`SurfaceGround2`). */
            surfaceGround2: number | null;
            /** @description Living surface in m² (`SurfaceLiving`). */
            surfaceLiving: number | null;
            /** @description Office part in m² (`SurfaceOffice`). */
            surfaceOffice: number | null;
            /** @description Shop or storage surface in m² (`SurfaceStore`). */
            surfaceStore: number | null;
            /** @description Terrace surface in m² (`SurfaceTerrace`). */
            surfaceTerrace: number | null;
            /** @description Total surface in m² (`SurfaceTotal`). */
            surfaceTotal: number | null;
            /** @description Toilets (`NumberOfToilets`). */
            toilets: number;
            /** @description In the agency's language (record field `TypeDescription`). */
            readonly typeDescription: string | null;
            /** @description Property type (`TypeID`). Required when creating. */
            typeId: number;
            /**
             * Format: date-time
             * @description Last changed (`LastChangedDate`).
             */
            readonly updatedAt: string;
            /** @description Raised by every change: the ETag. Send it back in If-Match. */
            readonly version: number;
            /** @description Address of a virtual tour (`VirtualTour`). */
            virtualTour: string | null;
            /** @description Web channel (`WebID`); the property type’s channel when not given. */
            webId: number;
            /** @description In the agency's language (record field `WebIDName`). */
            readonly webIdName: string | null;
            /**
             * Format: date-time
             * @description When it left publication (GetDeletedPropertyIDs); null while published or never published.
             */
            readonly withdrawnAt: string | null;
            /** @description Postcode (`Zip`). */
            zip: string | null;
            /** @description Geographic zone (`GeographicID`). */
            zoneId: number | null;
        };
        PropertyTypeDocument: {
            abbr: string | null;
            /**
             * @description The code a property carries as `typeId`.
             * @example 1
             */
            id: number;
            /** @description The main type (the top of the parent chain; its own id for a main type). */
            mainTypeId: number;
            /**
             * @description The name by language code (nl, fr, en, de, es, ca); a language without its own name has the English one, else the Dutch one.
             * @example {
             *       "nl": "Woning",
             *       "fr": "Maison",
             *       "en": "House",
             *       "de": "Haus",
             *       "es": "Casa",
             *       "ca": "Casa"
             *     }
             */
            names: {
                [key: string]: string | null;
            };
            /** @description The type this one is a kind of; null for a main type. */
            parentId: number | null;
            /** @description The order types are shown in. */
            showOrder: number;
            /** @description The web channel (market) of the type. */
            webId: number;
        };
        PropertyTypeList: {
            items: components["schemas"]["PropertyTypeDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        PutLoginBody: {
            /** @description The sign-in email; default the login's current one, else the user's own. */
            email?: string;
            /** @description The password (8–1024 characters, not the email). Without it the login is invited: a mail carries a link to choose it (valid 7 days). */
            password?: string;
            /** @enum {string} */
            role: "viewer" | "editor" | "admin";
        };
        RegisteredPersonDocument: {
            email: string | null;
            firstName: string | null;
            id: number;
            mobileNumber: string | null;
            name: string;
            phoneNumber: string | null;
        };
        RegistrationBody: {
            /** @description The person to register (a person of the agency). */
            personId: number;
        };
        RegistrationDocument: {
            /** @description The slot. */
            appointmentId: number;
            id: number;
            person: components["schemas"]["RegisteredPersonDocument"] | null;
            /** @description Null once the person was erased (the registration still takes its place). */
            personId: number | null;
            /** Format: date-time */
            registeredAt: string;
        };
        RegistrationListDocument: {
            items: components["schemas"]["RegistrationDocument"][];
        };
        RenditionDocument: {
            /** @example 600 */
            height: number;
            urls: components["schemas"]["RenditionUrlsDocument"];
            /** @example 800 */
            width: number;
        };
        RenditionsDocument: {
            /** @description Fits inside 800×600 (Large). */
            large: components["schemas"]["RenditionDocument"];
            /** @description Fits inside 320×240 (Medium). */
            medium: components["schemas"]["RenditionDocument"];
            /** @description Fits inside 1920×1920 (portals). */
            portal: components["schemas"]["RenditionDocument"];
            /** @description Fits inside 160×120 (the legacy Small family). */
            small: components["schemas"]["RenditionDocument"];
            /** @description Exactly 240×240, cropped around the centre. */
            thumb: components["schemas"]["RenditionDocument"];
            /** @description Fits inside 1600×1200 (XLarge). */
            xlarge: components["schemas"]["RenditionDocument"];
        };
        RenditionUrlsDocument: {
            /** @example https://listings.example/media/1/1042/3/large.jpg */
            jpg: string;
            /** @example https://listings.example/media/1/1042/3/large.webp */
            webp: string;
        };
        SessionAgencyDocument: {
            /** @example 1 */
            id: number;
            /** @example Immo Demo */
            name: string;
        };
        SessionDocument: {
            agency: components["schemas"]["SessionAgencyDocument"];
            /**
             * @description Send it in the X-CSRF-Token header with every POST, PUT, PATCH and DELETE of the session.
             * @example q9V0dXk2cR0m3y4ZlJ8bWm1pQ0nR2fYp3s9kT6vW1xE
             */
            csrfToken: string;
            /**
             * Format: date-time
             * @description The session ends then at the latest (STAFF_SESSION_MAX_AGE after sign-in).
             */
            expiresAt: string;
            /**
             * Format: date-time
             * @description Unused until then, the session ends (STAFF_SESSION_IDLE_TIMEOUT); every use moves it on.
             */
            idleExpiresAt: string;
            user: components["schemas"]["SessionUserDocument"];
        };
        SessionRequest: {
            /**
             * @description The sign-in email of the staff login (any agency: emails are unique).
             * @example thomas.devos@immodemo.be
             */
            email: string;
            /** @example admin-demo */
            password: string;
        };
        SessionUserDocument: {
            /**
             * @description The sign-in email.
             * @example thomas.devos@immodemo.be
             */
            email: string;
            /** @example Thomas */
            firstName: string | null;
            /**
             * @description The staff user's id (as in /staff-users).
             * @example 1
             */
            id: number;
            /**
             * @description The user's language: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA.
             * @example 1
             */
            language: number;
            /** @example De Vos */
            name: string;
            /**
             * @example admin
             * @enum {string}
             */
            role: "viewer" | "editor" | "admin";
        };
        SettingsDocument: {
            /**
             * @description The language of every answer to a request naming none, on all interfaces: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA.
             * @example 1
             * @enum {number}
             */
            defaultLanguage: 1 | 2 | 3 | 4 | 5 | 6;
            /**
             * @description The contact address: mails about listings without a responsible user go there.
             * @example info@immodemo.be
             */
            email: string | null;
            /**
             * @description The agency's name (unique across agencies).
             * @example Immo Demo
             */
            name: string;
            /** @example +32 2 123 45 67 */
            phone: string | null;
        };
        SettingsPatch: {
            /** @enum {number} */
            defaultLanguage?: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description null clears it. */
            email?: string | null;
            name?: string;
            /** @description null clears it. */
            phone?: string | null;
        };
        StaffLoginDocument: {
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The sign-in email (unique across all agencies).
             * @example thomas.devos@immodemo.be
             */
            email: string;
            /** @description False while an invited login has not chosen its password yet. */
            hasPassword: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** Format: date-time */
            passwordChangedAt: string;
            /**
             * @example editor
             * @enum {string}
             */
            role: "viewer" | "editor" | "admin";
            /**
             * @description The login's version (its ETag).
             * @example 3
             */
            version: number;
        };
        StaffUserBody: {
            /** @description One of the agency's /departments; null: none. */
            departmentId?: number | null;
            /**
             * @description The user's own email (on the website's agent cards); a new login signs in with it unless the login names another.
             * @example lies.peeters@immodemo.be
             */
            email?: string | null;
            /** @example Lies */
            firstName?: string | null;
            /** @example Sales agent */
            function?: string | null;
            /** @description Kept off the agency's website (agent cards, user lists). */
            hiddenOnWeb?: boolean;
            /**
             * @description 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA; a new user gets the agency's default language.
             * @enum {number}
             */
            language?: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description The user's login, made with the user in one write: its email defaults to the user's; without a password a mail invites the user to choose one (link valid 7 days). */
            login?: components["schemas"]["PutLoginBody"];
            mobileNumber?: string | null;
            /** @example Peeters */
            name?: string;
            phoneNumber?: string | null;
        };
        StaffUserDocument: {
            departmentId: number | null;
            departmentName: string | null;
            /**
             * @description The user's own email (on the website's agent cards).
             * @example thomas.devos@immodemo.be
             */
            email: string | null;
            /** @example Thomas */
            firstName: string | null;
            function: string | null;
            hiddenOnWeb: boolean;
            /** @example 1 */
            id: number;
            /**
             * @description The language of the user's back-office and mails: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA.
             * @example 1
             * @enum {number}
             */
            language: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description The back-office login, or null when the user has none. */
            login: components["schemas"]["StaffLoginDocument"] | null;
            mobileNumber: string | null;
            /** @example De Vos */
            name: string;
            officeId: number | null;
            phoneNumber: string | null;
        };
        StaffUserList: {
            items: components["schemas"]["StaffUserDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        StaffUserPatch: {
            /** @description One of the agency's /departments; null: none. */
            departmentId?: number | null;
            /**
             * @description The user's own email (on the website's agent cards); a new login signs in with it unless the login names another.
             * @example lies.peeters@immodemo.be
             */
            email?: string | null;
            /** @example Lies */
            firstName?: string | null;
            /** @example Sales agent */
            function?: string | null;
            /** @description Kept off the agency's website (agent cards, user lists). */
            hiddenOnWeb?: boolean;
            /**
             * @description 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA; a new user gets the agency's default language.
             * @enum {number}
             */
            language?: 1 | 2 | 3 | 4 | 5 | 6;
            mobileNumber?: string | null;
            /** @example Peeters */
            name?: string;
            phoneNumber?: string | null;
        };
        UnitDocument: {
            /** @description The building of the project it is in; null: in the project, in no building. */
            buildingId: number | null;
            goal: number;
            /** @description The property id (the properties resource has the whole listing). */
            id: number;
            /** @description The dossier reference (`Ident`). */
            ident: string | null;
            price: number | null;
            /** @description The agency's reference of the property (its `reference`). */
            reference: string | null;
            status: number;
        };
        UnitListDocument: {
            items: components["schemas"]["UnitDocument"][];
        };
        ViewingSlotBody: {
            /** @description Capacity: how many persons may register; 0 = no limit (1 by default). Never below the persons registered. */
            capacity?: number;
            /** @description Comment. */
            comment?: string | null;
            /**
             * Format: date-time
             * @description EndDate (RFC 3339), after startDate.
             */
            endDate?: string;
            /** @description Location: where to meet. */
            location?: string | null;
            /** @description ProjectID: the project the slot is on (or give propertyId). */
            projectId?: number | null;
            /** @description ObjectID: the property the slot is on (or give projectId). */
            propertyId?: number | null;
            /**
             * Format: date-time
             * @description StartDate (RFC 3339).
             */
            startDate?: string;
            /**
             * @description TypeID: 1 open house, 2 viewing (the default).
             * @enum {number}
             */
            typeId?: 1 | 2;
            /** @description UserID: the staff user who receives the visitors (by default the property's first agent, the project's responsible user). */
            userId?: number | null;
        };
        ViewingSlotDocument: {
            /** @description 0 = no limit. */
            capacity: number;
            comment: string | null;
            /** Format: date-time */
            endDate: string;
            /** @description Null when the slot has no limit. */
            freePlaces: number | null;
            id: number;
            isFull: boolean;
            location: string | null;
            numberOfRegistrations: number;
            projectId: number | null;
            /** @description ObjectID. */
            propertyId: number | null;
            /** @description The site the slot is offered on; null on every site. */
            siteId: number | null;
            /** Format: date-time */
            startDate: string;
            /** @enum {number} */
            typeId: 1 | 2;
            /** @example Viewing */
            typeName: string | null;
            /** Format: date-time */
            updatedAt: string | null;
            userId: number | null;
            version: number;
        };
        ViewingSlotList: {
            items: components["schemas"]["ViewingSlotDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        ViewingSlotPatch: {
            /** @description Capacity: how many persons may register; 0 = no limit (1 by default). Never below the persons registered. */
            capacity?: number;
            /** @description Comment. */
            comment?: string | null;
            /**
             * Format: date-time
             * @description EndDate (RFC 3339), after startDate.
             */
            endDate?: string;
            /** @description Location: where to meet. */
            location?: string | null;
            /**
             * Format: date-time
             * @description StartDate (RFC 3339).
             */
            startDate?: string;
            /**
             * @description TypeID: 1 open house, 2 viewing (the default).
             * @enum {number}
             */
            typeId?: 1 | 2;
            /** @description UserID: the staff user who receives the visitors (by default the property's first agent, the project's responsible user). */
            userId?: number | null;
        };
        WebhookBody: {
            /** @description false stops the deliveries (they wait); true sends them again, also after the service stopped them. */
            active?: boolean;
            /**
             * @description The event types to receive: `<resource>.<kind>` with resource property|project|* and kind created|changed|published|withdrawn|deleted|*; null or empty: every event.
             * @example [
             *       "property.*",
             *       "project.deleted"
             *     ]
             */
            events?: string[] | null;
            /**
             * @description Where the events are POSTed: http(s), no credentials, no internal address.
             * @example https://crm.example.com/hooks/listings
             */
            url?: string;
        };
        WebhookDeliveryDocument: {
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
            /** @description The change the delivery carries; null only for a body the service did not write. */
            event: components["schemas"]["WebhookDeliveryEventDocument"] | null;
            id: number;
            lastError: string | null;
            /** @description The HTTP status of the last answer; null when none came. */
            lastResponseCode: number | null;
            /** @description The `webhook-id` header, the same on every attempt. */
            messageId: string;
            /**
             * Format: date-time
             * @description When a pending delivery is tried next.
             */
            nextAttemptAt: string | null;
            /** @description The event's sequence in the change log. */
            sequence: number;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
        };
        WebhookDeliveryEventDocument: {
            /**
             * @description The id of the property or project (`data.key`): `/properties/{key}` or `/projects/{key}`.
             * @example 1201
             */
            key: number;
            /**
             * @description What happened (`data.kind`, as GetChanges names it).
             * @enum {string}
             */
            kind: "Created" | "Changed" | "Published" | "Withdrawn" | "Deleted";
            /**
             * @description What changed (`data.reason` split at its commas: Record, Texts, Pictures, Documents, Project, Unit, Buildings…); empty when it names nothing.
             * @example [
             *       "Record",
             *       "Texts"
             *     ]
             */
            reasons: string[];
            /**
             * @description What kind of record changed (`data.resource`).
             * @enum {string}
             */
            resource: "Property" | "Project";
            /**
             * @description The event type, `<resource>.<kind>` (what `events` filters on).
             * @example property.changed
             */
            type: string;
        };
        WebhookDeliveryList: {
            items: components["schemas"]["WebhookDeliveryDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        WebhookDocument: {
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description Why the service stopped delivering (410 Gone, retries exhausted) or who stopped it. */
            disabledReason: string | null;
            /** @description null: every event. */
            events: string[] | null;
            id: number;
            /**
             * @description How the latest attempt went.
             * @example delivered (HTTP 204)
             */
            lastAttempt: string | null;
            /** Format: date-time */
            updatedAt: string | null;
            url: string;
            version: number;
        };
        WebhookList: {
            items: components["schemas"]["WebhookDocument"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
            /** @description How many items match the filters, over all pages. */
            total: number;
        };
        WebhookPatch: {
            /** @description false stops the deliveries (they wait); true sends them again, also after the service stopped them. */
            active?: boolean;
            /**
             * @description The event types to receive: `<resource>.<kind>` with resource property|project|* and kind created|changed|published|withdrawn|deleted|*; null or empty: every event.
             * @example [
             *       "property.*",
             *       "project.deleted"
             *     ]
             */
            events?: string[] | null;
            /**
             * @description Where the events are POSTed: http(s), no credentials, no internal address.
             * @example https://crm.example.com/hooks/listings
             */
            url?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    apiKeys_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description Items per page. */
                limit?: number;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description The sort or the cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    apiKeys_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The first request with the key is still being served. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    apiKeys_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No key of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    apiKeys_revoke: {
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
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No key of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    audit_list: {
        parameters: {
            query?: {
                /** @description Only writes of this actor (the staff user or API key id). */
                actorId?: number;
                /** @description Only writes of this kind of actor. */
                actorKind?: "staff" | "api-key" | "cli" | "partner" | "system";
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description Entries at or after this moment (RFC 3339). */
                from?: string;
                /** @description Items per page. */
                limit?: number;
                /** @description Only entries of this resource kind (`properties`, `projects`…). */
                resource?: string;
                /** @description Only entries of this record (with `resource`). */
                resourceId?: string;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
                /** @description Entries before this moment (RFC 3339). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryList"];
                };
            };
            /** @description A filter, the sort or the cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    departments_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentList"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    departments_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentDocument"];
                };
            };
            /** @description name or showOrder is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The first request with the key is still being served. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    departments_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No department with this id in the agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    departments_remove: {
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
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No department with this id in the agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    departments_patch: {
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
                "application/json": components["schemas"]["DepartmentPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentDocument"];
                };
            };
            /** @description name or showOrder is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No department with this id in the agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    docs_docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every route, parameter, answer and schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    documents_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                kind?: "plan" | "certificate" | "brochure" | "contract" | "identity" | "picture" | "other";
                /** @description Items per page. */
                limit?: number;
                /** @description Only the documents of this person. */
                personId?: number;
                /** @description Only the documents of this project. */
                projectId?: number;
                /** @description Only the documents of this property. */
                propertyId?: number;
                /** @description Only published (true) or unpublished (false) documents. */
                published?: "true" | "false";
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
                /** @description Only documents changed at or after this moment (RFC 3339). */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            /** @description A filter, the sort or the cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    documents_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed), or the owner is not the agency's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The first request with the key is still being served. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    documents_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No document of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    documents_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No document of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    documents_change: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No document of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    documents_file: {
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
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No document of the agency has this id, or it is a link. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    documents_upload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The document: PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), JPEG, PNG or WebP, judged by its content (the name and declared type are ignored); at most MEDIA_MAX_BYTES.
                     */
                    file: string;
                    /**
                     * @default other
                     * @enum {string}
                     */
                    kind?: "plan" | "certificate" | "brochure" | "contract" | "identity" | "picture" | "other";
                    /** @description The person it belongs to (never shown to partners). */
                    personId?: number;
                    /** @description The project it belongs to. */
                    projectId?: number;
                    /** @description The property it belongs to (one of propertyId, projectId, personId). */
                    propertyId?: number;
                    /**
                     * @description Shown on the agency's website and partner sites.
                     * @default false
                     */
                    published?: boolean;
                    /** @description Default: the file's name without its extension. */
                    title?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDocument"];
                };
            };
            /** @description No file, an empty or damaged one, a field that is not valid, or the owner is not the agency's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The first request with the key is still being served. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description More bytes (or pixels) than accepted. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not a PDF, Word, Excel, PowerPoint, JPEG, PNG or WebP file, or not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    leads_list: {
        parameters: {
            query?: {
                /** @description Only the leads assigned to this staff user, or `none` for the unassigned ones. */
                assignedUserId?: string;
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description Only leads of this kind. */
                kind?: "contact" | "registration" | "demand" | "viewing";
                /** @description Items per page. */
                limit?: number;
                /** @description Only the leads of this person. */
                personId?: number;
                /** @description Only the leads about this property. */
                propertyId?: number;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
                /** @description Only leads in this state. */
                status?: "new" | "handled";
                /** @description Only leads received or changed at or after this moment (RFC 3339). */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadList"];
                };
            };
            /** @description A filter, the sort or the cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    leads_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No lead of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    leads_change: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed), e.g. a user who is not the agency's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No lead of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    docs_openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    passwordResetRequests_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestBody"];
            };
        };
        responses: {
            /** @description Accepted: a mail is on its way if the email signs in. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description email is missing or not a string. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    passwordResets_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetBody"];
            };
        };
        responses: {
            /** @description The password is set; sign in with it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token is unknown, used or expired (`/token`), or the password breaks the rules (`/password`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_list: {
        parameters: {
            query?: {
                /** @description Part of the city name, or the start of the postcode. */
                city?: string;
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description Exactly this email address (case-insensitive). */
                email?: string;
                /** @description Items per page. */
                limit?: number;
                /** @description Part of the name, first name, email address, phone or mobile number. */
                q?: string;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
                /** @description Only persons changed at or after this moment (RFC 3339). */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonList"];
                };
            };
            /** @description A filter, the sort or the cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /**
             * @description Another person of the agency already uses the email address.
             *
             *     The first request with the key is still being served.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No person of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_erase: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No person of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_change: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No person of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Another person of the agency already uses the email address. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_demands: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemandListDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No person of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_addDemand: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DemandBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemandDocument"];
                };
            };
            /** @description Some criteria are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No person of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The first request with the key is still being served. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_demand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                demandId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemandDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such person, or the demand is not theirs. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_removeDemand: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                demandId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such person, or the demand is not theirs. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_changeDemand: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                demandId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DemandBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemandDocument"];
                };
            };
            /** @description Some criteria are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such person, or the demand is not theirs. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    persons_export: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonExportDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No person of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    docs_problem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "validation" | "unauthenticated" | "forbidden" | "not-found" | "method-not-allowed" | "conflict" | "precondition-failed" | "payload-too-large" | "unsupported-media-type" | "idempotency-mismatch" | "rate-limited" | "internal" | "unavailable";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the problem means and what to do. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such problem type. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description Items per page. */
                limit?: number;
                /** @description true: only published projects; false: only unpublished ones. */
                publishInternet?: string;
                /** @description Part of the name or reference. */
                q?: string;
                /** @description The agency's own reference. */
                reference?: string;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
                /** @description Comma list of statuses (0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out). */
                status?: string;
                /** @description Only projects changed at or after this moment (RFC 3339). */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectList"];
                };
            };
            /** @description A filter, the sort or the cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /**
             * @description Another project of the agency has this reference.
             *
             *     The first request with the key is still being served.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No project of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No project of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The project still has units or viewing slots. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_change: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No project of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Another project of the agency has this reference. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_buildings: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildingListDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No project of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_addBuilding: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuildingBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildingDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No project of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The first request with the key is still being served. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_building: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                buildingId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildingDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project, or the building is not its. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_removeBuilding: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                buildingId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project, or the building is not its. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Units still belong to the building. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_changeBuilding: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                buildingId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuildingBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildingDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project, or the building is not its. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projectPictures_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The project's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureList"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projectPictures_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The project's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Captions by language code as a JSON object, e.g. {"nl": "Tuin", "fr": "Jardin"} (each at most 200 characters). */
                    captions?: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP, AVIF or TIFF image (judged by its content; the file name is ignored).
                     */
                    file: string;
                    /** @description Where the picture goes (1: the main picture); default after the others. */
                    position?: number;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureDocument"];
                };
            };
            /** @description No file, a damaged image, a bad position or caption, an upload cut off. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /**
             * @description The same image is already one of its pictures.
             *
             *     The first request with the key is still being served.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description More bytes or pixels than accepted. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not a JPEG, PNG, WebP, AVIF or TIFF image, or not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projectPictures_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The project's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projectPictures_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The project's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP, AVIF or TIFF image (judged by its content; the file name is ignored).
                     */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureDocument"];
                };
            };
            /** @description No file, a damaged image, an upload cut off. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description More bytes or pixels than accepted. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not a JPEG, PNG, WebP, AVIF or TIFF image, or not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projectPictures_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The project's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projectPictures_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The project's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PicturePatchBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureDocument"];
                };
            };
            /** @description The caption is too long. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projectPictures_rendition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rendition: `<preset>.<jpg|webp>`. */
                file: "small.jpg" | "small.webp" | "medium.jpg" | "medium.webp" | "large.jpg" | "large.webp" | "xlarge.jpg" | "xlarge.webp" | "thumb.jpg" | "thumb.webp" | "portal.jpg" | "portal.webp";
                /** @description The project's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rendition, with its ETag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project or picture in the caller's agency, no such rendition, or a picture imported as URLs made elsewhere. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projectPictures_reorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The project's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PictureOrderBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureList"];
                };
            };
            /** @description The list does not name each of the owner's pictures exactly once. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such project (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_units: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitListDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No project of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_byReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With its version as ETag (If-None-Match gives 304). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No project of the agency has this reference. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    projects_upsert: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectBody"];
            };
        };
        responses: {
            /** @description Replaced (or unchanged). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDocument"];
                };
            };
            /** @description Created; `Location` names it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed), or the body names another reference than the path. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Another request created a project with this reference at the same moment; send it again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    properties_list: {
        parameters: {
            query?: {
                /** @description An agency user responsible for the property. */
                agent?: number;
                cityId?: number;
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description 0 sale, 1 rent, 2 take-over. */
                goal?: 0 | 1 | 2;
                /** @description Items per page. */
                limit?: number;
                priceMax?: number;
                priceMin?: number;
                /** @description Words, each beginning a word of the dossier reference, street, city or postcode. */
                q?: string;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
                /** @description Comma list of statuses (0–6), e.g. `1,2`. */
                status?: string;
                typeId?: number;
                /** @description Changed at or after this moment (RFC 3339). */
                updatedSince?: string;
                zip?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyList"];
                };
            };
            /** @description A filter, the sort or the cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    properties_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyBody"];
            };
        };
        responses: {
            /** @description Created; `Location` names it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyResource"];
                };
            };
            /** @description Some fields are not valid (all are listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /**
             * @description The reference is used by another property of the agency.
             *
             *     The first request with the key is still being served.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    properties_get: {
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
            /** @description With its version as ETag (If-None-Match gives 304). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyResource"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    properties_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    properties_change: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyPatchBody"];
                "application/merge-patch+json": components["schemas"]["PropertyPatchBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyResource"];
                };
            };
            /** @description Some fields are not valid (all are listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The reference is used by another property of the agency. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    propertyPictures_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The property's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureList"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    propertyPictures_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The property's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Captions by language code as a JSON object, e.g. {"nl": "Tuin", "fr": "Jardin"} (each at most 200 characters). */
                    captions?: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP, AVIF or TIFF image (judged by its content; the file name is ignored).
                     */
                    file: string;
                    /** @description Where the picture goes (1: the main picture); default after the others. */
                    position?: number;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureDocument"];
                };
            };
            /** @description No file, a damaged image, a bad position or caption, an upload cut off. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /**
             * @description The same image is already one of its pictures.
             *
             *     The first request with the key is still being served.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description More bytes or pixels than accepted. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not a JPEG, PNG, WebP, AVIF or TIFF image, or not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    propertyPictures_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The property's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    propertyPictures_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The property's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP, AVIF or TIFF image (judged by its content; the file name is ignored).
                     */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureDocument"];
                };
            };
            /** @description No file, a damaged image, an upload cut off. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description More bytes or pixels than accepted. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not a JPEG, PNG, WebP, AVIF or TIFF image, or not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    propertyPictures_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The property's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    propertyPictures_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The property's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PicturePatchBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureDocument"];
                };
            };
            /** @description The caption is too long. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    propertyPictures_rendition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rendition: `<preset>.<jpg|webp>`. */
                file: "small.jpg" | "small.webp" | "medium.jpg" | "medium.webp" | "large.jpg" | "large.webp" | "xlarge.jpg" | "xlarge.webp" | "thumb.jpg" | "thumb.webp" | "portal.jpg" | "portal.webp";
                /** @description The property's id. */
                id: number;
                pictureId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rendition, with its ETag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property or picture in the caller's agency, no such rendition, or a picture imported as URLs made elsewhere. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    propertyPictures_reorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The property's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PictureOrderBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureList"];
                };
            };
            /** @description The list does not name each of the owner's pictures exactly once. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such property (or picture) in the caller's agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    properties_byReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With its version as ETag (If-None-Match gives 304). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyResource"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    properties_upsert: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyBody"];
            };
        };
        responses: {
            /** @description Replaced (or unchanged). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyResource"];
                };
            };
            /** @description Created; `Location` names it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyResource"];
                };
            };
            /** @description Some fields are not valid (all are listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    reference_cities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityList"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    reference_propertyTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyTypeList"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    session_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    session_signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description `lsid=…; Path=/api/v1; HttpOnly; SameSite=Strict` (and `Secure` over TLS). */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDocument"];
                };
            };
            /** @description email or password is missing or not a string. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    session_signOut: {
        parameters: {
            query?: never;
            header: {
                /** @description The session's csrfToken (every unsafe request of a cookie session). */
                "X-CSRF-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when the session had already ended). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The X-CSRF-Token header is missing or wrong. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    settings_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    settings_patch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsDocument"];
                };
            };
            /** @description A field is not valid; every invalid one is listed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Another agency has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    staffUsers_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description Items per page. */
                limit?: number;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserList"];
                };
            };
            /** @description limit, sort or cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    staffUsers_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffUserBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserDocument"];
                };
            };
            /** @description A field is not valid (every one is listed; the login's as `/login/…`), e.g. a department that is not the agency's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /**
             * @description Another login signs in with this email.
             *
             *     The first request with the key is still being served.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    staffUsers_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No user with this id in the agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    staffUsers_patch: {
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
                "application/json": components["schemas"]["StaffUserPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserDocument"];
                };
            };
            /** @description A field is not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No user with this id in the agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    staffUsers_login: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffLoginDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such user in the agency, or it has no login. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    staffUsers_put: {
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
                "application/json": components["schemas"]["PutLoginBody"];
            };
        };
        responses: {
            /** @description The login was replaced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffLoginDocument"];
                };
            };
            /** @description The login was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffLoginDocument"];
                };
            };
            /** @description A field is not valid (email, role, password rules). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No user with this id in the agency. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Another login signs in with this email, the caller would lower its own role, or it would leave the agency without an admin. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    staffUsers_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such user in the agency, or it has no login. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller would remove its own login, or it is the agency's last admin login. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    staffUsers_patchLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchLoginBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffLoginDocument"];
                };
            };
            /** @description A field is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such user in the agency, or it has no login. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Another login signs in with this email, the caller would lower its own role, or it would leave the agency without an admin. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    viewingSlots_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description Only slots starting at or after this moment (RFC 3339). */
                from?: string;
                /** @description Items per page. */
                limit?: number;
                /** @description Only the slots of this project. */
                projectId?: number;
                /** @description Only the slots of this property. */
                propertyId?: number;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
                /** @description Only slots starting at or before this moment (RFC 3339). */
                to?: string;
                /** @description Only slots changed (or registered to) at or after this moment (RFC 3339). */
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewingSlotList"];
                };
            };
            /** @description A filter, the sort or the cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    viewingSlots_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewingSlotBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewingSlotDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed), e.g. a property of another agency or an end before the start. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The first request with the key is still being served. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    viewingSlots_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewingSlotDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No slot of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    viewingSlots_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No slot of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Persons are registered to the slot. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    viewingSlots_change: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewingSlotPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewingSlotDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No slot of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    viewingSlots_registrations: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationListDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No slot of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    viewingSlots_register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationBody"];
            };
        };
        responses: {
            /** @description The person was already registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationDocument"];
                };
            };
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationDocument"];
                };
            };
            /** @description personId is missing or not a person of the agency. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No slot of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /**
             * @description The slot is full or has ended.
             *
             *     The first request with the key is still being served.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    viewingSlots_registration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                registrationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such slot, or the registration is not one of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    viewingSlots_unregister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                registrationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below editor. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such slot, or the registration is not one of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    webhooks_list: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description Items per page. */
                limit?: number;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description The sort or the cursor is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    webhooks_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed): a URL that is not http(s), carries credentials or names an internal address; an unknown event type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The first request with the key is still being served. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The key was first used with another request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    webhooks_get: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No subscription of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    webhooks_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No subscription of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    webhooks_change: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag read with the resource: the write is made only if it is still the current version. */
                "If-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDocument"];
                };
            };
            /** @description Some fields are not valid (every one is listed). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No subscription of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The resource has changed since that version; nothing was changed. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    webhooks_deliveries: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page (opaque; valid with the same sort and filters). */
                cursor?: string;
                /** @description Items per page. */
                limit?: number;
                /** @description Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`. */
                sort?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No subscription of the agency has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    webhooks_redeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued: pending, tried at once. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDocument"];
                };
            };
            /** @description No valid API key or staff session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The caller's role is below admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description No such subscription, or the delivery is not one of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Beyond the per-key request rate (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
}
